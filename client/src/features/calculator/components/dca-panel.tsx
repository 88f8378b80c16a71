import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@shared/schemas/currency';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useLocale } from '@/hooks/use-locale';
import { localeSeparators } from '@/lib/number-separators';
import { loadOnce } from '@/lib/load-once';
import type { DcaFrequency } from '../utils/dca';
import { errorText } from '../utils/explained-error';
import type { DcaRequest } from '../utils/run-dca';
import type { CalculatorInputs } from '../utils/url-state';
import { isEmptyOrZeroAmount, numberText, readNumber, validateDca } from '../utils/validate';
import { AmountField, CalculateControls, DateField, FIELD_CLASS as field, LABEL_CLASS as label } from './form-fields';

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
 * and base in the parent, so changing either clears the result (spec §4).
 */
export function DcaPanel({ inputs, set, coin, base, today, coinField, share }: DcaPanelProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const calculation = useMutation({ mutationFn: async (request: DcaRequest) => (await dcaModule.load()).runDca(request) });
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
        <AmountField id={`${id}-amount`} label={t`Amount per purchase (${code})`} value={inputs.dcaAmount} base={base} onChange={(dcaAmount) => update({ dcaAmount })} />
        <div className={field}>
          <label htmlFor={`${id}-every`} className={label}>
            <Trans>How often</Trans>
          </label>
          <select
            id={`${id}-every`}
            value={inputs.dcaFrequency}
            onChange={(e) => update({ dcaFrequency: e.target.value as DcaFrequency })}
            aria-describedby={`${id}-every-hint`}
            className="h-10 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          >
            {Object.entries(FREQUENCY_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {i18n._(text)}
              </option>
            ))}
          </select>
          <span id={`${id}-every-hint`} className="text-xs text-muted-foreground">
            <Trans>Monthly buys on the start date’s day of the month (the last day in shorter months).</Trans>
          </span>
        </div>
        <DateField id={`${id}-from`} label={t`Start date`} max={today} fallback="2022-01-01" value={inputs.dcaStart} onChange={(dcaStart) => update({ dcaStart })} />
        <DateField id={`${id}-to`} label={t`End date`} max={today} fallback={today} value={inputs.dcaEnd} onChange={(dcaEnd) => update({ dcaEnd })} />
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
