import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@shared/schemas/currency';
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Radio } from '@/components/ui/radio';
import { TX_TYPES, type TxType } from '../engine/types';
import { TYPE_LABELS } from './transaction-labels';

// The transaction form's repeated pieces: a labelled text field, the coin suggestions, the type choice.

type TextFieldProps = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** A number typed the page's way: text, so the field keeps what was typed ("1,000.5"). */
  numeric?: boolean;
  /** A datalist's id, for suggestions. */
  list?: string;
  className?: string;
};

export function TextField({ id, label, value, onChange, error, hint, numeric = false, list, className }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          density="compact"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          list={list}
          {...(numeric ? { inputMode: 'decimal' as const } : {})}
        />
      )}
    </Field>
  );
}

/** How many coins the ticker fields suggest: the list comes biggest first, and the rest can still be typed. */
const SUGGESTED_COINS = 100;

/** Tickers the coin fields suggest as the visitor types (the browser's own list, no script). */
export function CoinSuggestions({ id, cryptos }: { id: string; cryptos: readonly Currency[] }) {
  return (
    <datalist id={id}>
      {cryptos.slice(0, SUGGESTED_COINS).map((c) => (
        <option key={c.id} value={c.symbol}>
          {c.name}
        </option>
      ))}
    </datalist>
  );
}

/** The five kinds of transaction as one radio group. */
export function TypeChoice({ name, value, onChange }: { name: string; value: TxType; onChange: (type: TxType) => void }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="text-sm font-medium">
        <Trans>Type</Trans>
      </legend>
      <div className="flex flex-wrap gap-x-4">
        {TX_TYPES.map((type) => (
          <Radio key={type} name={name} value={type} checked={value === type} onChange={() => onChange(type)}>
            {i18n._(TYPE_LABELS[type])}
          </Radio>
        ))}
      </div>
    </fieldset>
  );
}
