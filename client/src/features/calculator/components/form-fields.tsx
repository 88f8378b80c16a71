import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { amountProblem, stepAmount } from '../utils/validate';

// The pieces every calculator tab repeats: amount and date fields, and the Calculate row.

/** A number field as text, so the field keeps what was typed ("1,000.50") and the message can explain it. */
export const NUMBER_FIELD = { type: 'text', inputMode: 'decimal', autoComplete: 'off', spellCheck: false, density: 'compact' } as const;

type AmountFieldProps = {
  id: string;
  label: string;
  value: string;
  /** Fiat id of the base currency, for the limit in the message. */
  base: string;
  onChange: (value: string) => void;
};

/** A money amount in the base currency, with its problem shown under it. */
export function AmountField({ id, label, value, base, onChange }: AmountFieldProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const problem = amountProblem(locale, value, base);
  const message = problem && i18n._(problem);
  /** The product spec's step 1, minimum 0: the arrow keys step an amount by whole dollars, as a number field would. */
  const stepOnArrow = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    const next = stepAmount(value, e.key === 'ArrowUp' ? 1 : -1, locale);
    if (next === null) return;
    e.preventDefault();
    onChange(next);
  };
  return (
    <Field id={id} label={label} error={message}>
      {(control) => (
        <Input {...control} {...NUMBER_FIELD} value={value} onChange={(e) => onChange(e.target.value)} onKeyDown={stepOnArrow} />
      )}
    </Field>
  );
}

type DateFieldProps = {
  id: string;
  label: string;
  value: string;
  /** Latest day to offer (today). */
  max: string;
  /** What a cleared field becomes, so the inputs always hold a date. */
  fallback: string;
  onChange: (value: string) => void;
};

export function DateField({ id, label, value, max, fallback, onChange }: DateFieldProps) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Input {...control} type="date" max={max} value={value} onChange={(e) => onChange(e.target.value || fallback)} density="compact" />
      )}
    </Field>
  );
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      {children}
    </p>
  );
}

type CalculateControlsProps = {
  /** Why the inputs cannot be calculated, from the last Calculate (translated). */
  problem: string | null;
  /** Why the last calculation failed (translated). */
  error: string | null;
  pending: boolean;
  disabled: boolean;
  onCalculate: () => void;
};

/** The input problem or the failure, then the Calculate button. */
export function CalculateControls({ problem, error, pending, disabled, onCalculate }: CalculateControlsProps) {
  return (
    <>
      {problem && <Alert>{problem}</Alert>}
      {error !== null && <Alert>{error}</Alert>}
      <Button onClick={onCalculate} disabled={pending || disabled} className="self-start">
        {pending ? <Trans>Calculating...</Trans> : <Trans>Calculate</Trans>}
      </Button>
    </>
  );
}
