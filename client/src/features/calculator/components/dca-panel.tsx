import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@shared/schemas/currency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useLocale } from '@/hooks/use-locale';
import { localeSeparators } from '@/lib/number-separators';
import { readNumber } from '@/lib/read-number';
import { errorText } from '@/lib/error-text';
import { loadOnce } from '@/lib/load-once';
import type { DcaFrequency } from '../utils/dca';
import type { DcaRequest } from '../utils/run-dca';
import type { CalculatorInputs } from '../utils/url-state';
import { isEmptyOrZeroAmount, numberText, validateDca } from '../utils/validate';
import { AmountField, CalculateControls, DateField } from './form-fields';

// The arithmetic and the result view arrive with the first calculation, not with the page.
const dcaModule = loadOnce(() => import('./dca-result'));

const FREQUENCY_LABELS: Record<DcaFrequency, MessageDescriptor> = { daily: msg`Daily`, weekly: msg`Weekly`, monthly: msg`Monthly` };

type DcaPanelProps = {
  inputs: CalculatorInputs;
  set: (patch: Partial<CalculatorInputs>) => void;
  coin: Currency | undefined;
  /** Fiat id of the base currency. */
  base: string;
  today: string;
  coinField: ReactNode;
  /** Puts the calculated inputs in the address bar. */
  share: (inputs: CalculatorInputs) => void;
};

/**
 * The DCA tab: a fixed amount bought daily, weekly or monthly between two dates. Keyed by coin
 * and base in the parent, so changing either clears the result (as the product spec asks).
 */
export function DcaPanel({ inputs, set, coin, base, today, coinField, share }: DcaPanelProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const queryClient = useQueryClient();
  const calculation = useMutation({ mutationFn: async (request: DcaRequest) => (await dcaModule.load()).runDca(request, queryClient) });
  const code = base.toUpperCase();
  const update = (patch: Partial<CalculatorInputs>) => {
    set(patch);
    setProblem(null);
  };

  const calculate = () => {
    if (!coin) return;
    const fields = { locale, amount: inputs.dcaAmount, start: inputs.dcaStart, end: inputs.dcaEnd, today, base };
    const message = validateDca(fields);
    const amount = readNumber(fields.amount, localeSeparators(locale));
    setProblem(message);
    if (message || amount === null) {
      calculation.reset();
      return;
    }
    share({ ...inputs, tab: 'dca', dcaAmount: numberText(amount) });
    calculation.mutate({ coin, amount, frequency: inputs.dcaFrequency, start: fields.start, end: fields.end, base, today, locale });
  };

  const View = calculation.data ? dcaModule.current()?.DcaResultView : undefined;

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {coinField}
        <AmountField
          id={`${id}-amount`}
          label={t`Amount per purchase (${code})`}
          value={inputs.dcaAmount}
          base={base}
          onChange={(dcaAmount) => update({ dcaAmount })}
        />
        <Field
          id={`${id}-every`}
          label={<Trans>How often</Trans>}
          hint={<Trans>Monthly buys on the start date’s day of the month (the last day in shorter months).</Trans>}
        >
          {(control) => (
            <Select {...control} value={inputs.dcaFrequency} onChange={(e) => update({ dcaFrequency: e.target.value as DcaFrequency })}>
              {Object.entries(FREQUENCY_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {i18n._(text)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <DateField
          id={`${id}-from`}
          label={t`Start date`}
          max={today}
          fallback="2022-01-01"
          value={inputs.dcaStart}
          onChange={(dcaStart) => update({ dcaStart })}
        />
        <DateField
          id={`${id}-to`}
          label={t`End date`}
          max={today}
          fallback={today}
          value={inputs.dcaEnd}
          onChange={(dcaEnd) => update({ dcaEnd })}
        />
      </div>
      <CalculateControls
        problem={problem && i18n._(problem)}
        error={calculation.isError ? errorText(i18n, calculation.error) : null}
        pending={calculation.isPending}
        disabled={!coin || isEmptyOrZeroAmount(inputs.dcaAmount, locale)}
        onCalculate={calculate}
      />
      {calculation.data && View && <View result={calculation.data} />}
    </>
  );
}
