import type { Currency } from '@shared/schemas/currency';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { loadOnce } from '@/lib/load-once';
import type { DcaFrequency } from '../utils/dca';
import type { DcaRequest } from '../utils/run-dca';
import type { CalculatorInputs } from '../utils/url-state';
import { amountProblem, isEmptyOrZeroAmount, numberText, readNumber, stepAmount, validateDca } from '../utils/validate';

// The arithmetic and the result view arrive with the first calculation, not with the page.
const dcaModule = loadOnce(() => import('./dca-result'));

const FREQUENCY_LABELS: Record<DcaFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

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
  const [problem, setProblem] = useState<string | null>(null);
  const calculation = useMutation({ mutationFn: async (request: DcaRequest) => (await dcaModule.load()).runDca(request) });
  const code = base.toUpperCase();
  const update = (patch: Partial<CalculatorInputs>) => {
    set(patch);
    setProblem(null);
  };

  const calculate = () => {
    if (!coin) return;
    const fields = { amount: inputs.dcaAmount, start: inputs.dcaStart, end: inputs.dcaEnd, today, base };
    const message = validateDca(fields);
    const amount = readNumber(fields.amount);
    setProblem(message);
    if (message || amount === null) {
      calculation.reset();
      return;
    }
    share({ ...inputs, tab: 'dca', dcaAmount: numberText(amount) });
    calculation.mutate({ coin, amount, frequency: inputs.dcaFrequency, start: fields.start, end: fields.end, base, today });
  };

  const stepOnArrow = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    const next = stepAmount(inputs.dcaAmount, e.key === 'ArrowUp' ? 1 : -1);
    if (next === null) return;
    e.preventDefault();
    update({ dcaAmount: next });
  };

  const amountMessage = amountProblem(inputs.dcaAmount, base);
  const label = 'text-sm font-medium';
  const field = 'flex min-w-0 flex-col gap-1.5';
  const View = calculation.data ? dcaModule.current()?.DcaResultView : undefined;

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {coinField}
        <div className={field}>
          <label htmlFor={`${id}-amount`} className={label}>
            Amount per purchase ({code})
          </label>
          <Input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            density="compact"
            value={inputs.dcaAmount}
            onChange={(e) => update({ dcaAmount: e.target.value })}
            onKeyDown={stepOnArrow}
            aria-invalid={amountMessage ? true : undefined}
            aria-describedby={amountMessage ? `${id}-amount-error` : undefined}
          />
          {amountMessage && (
            <span id={`${id}-amount-error`} className="text-xs text-destructive">
              {amountMessage}
            </span>
          )}
        </div>
        <div className={field}>
          <label htmlFor={`${id}-every`} className={label}>
            How often
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
                {text}
              </option>
            ))}
          </select>
          <span id={`${id}-every-hint`} className="text-xs text-muted-foreground">
            Monthly buys on the start date’s day of the month (the last day in shorter months).
          </span>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-from`} className={label}>
            Start date
          </label>
          <Input id={`${id}-from`} type="date" max={today} value={inputs.dcaStart} onChange={(e) => update({ dcaStart: e.target.value || '2022-01-01' })} density="compact" />
        </div>
        <div className={field}>
          <label htmlFor={`${id}-to`} className={label}>
            End date
          </label>
          <Input id={`${id}-to`} type="date" max={today} value={inputs.dcaEnd} onChange={(e) => update({ dcaEnd: e.target.value || today })} density="compact" />
        </div>
      </div>
      {problem && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {problem}
        </p>
      )}
      {calculation.isError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {calculation.error.message}
        </p>
      )}
      <Button onClick={calculate} disabled={calculation.isPending || !coin || isEmptyOrZeroAmount(inputs.dcaAmount)} className="self-start">
        {calculation.isPending ? 'Calculating...' : 'Calculate'}
      </Button>
      {calculation.data && View && <View result={calculation.data} />}
    </>
  );
}
