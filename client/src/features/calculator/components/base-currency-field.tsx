import { Trans } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import type { Currency } from '@shared/schemas/currency';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useLocale } from '@/hooks/use-locale';

type BaseCurrencyFieldProps = {
  id: string;
  /** Fiat id of the base currency. */
  value: string;
  /** The fiat list; undefined while it loads (the picker then shows the base's code only). */
  fiats: Currency[] | undefined;
  onChange: (fiatId: string) => void;
};

/** The currency every tab's amounts and results are in (USD unless chosen). */
export function BaseCurrencyField({ id, value, fiats, onChange }: BaseCurrencyFieldProps) {
  const locale = useLocale();
  return (
    <Field
      id={id}
      label={<Trans>Base currency</Trans>}
      hint={<Trans>Amounts and results on every tab are in this currency.</Trans>}
      layout="inline"
      className="mb-4"
    >
      {(control) => (
        <Select {...control} value={value} disabled={!fiats} onChange={(e) => onChange(e.target.value)} className="min-w-0">
          {!fiats && <option value={value}>{value.toUpperCase()}</option>}
          {fiats?.map((f) => (
            <option key={f.id} value={f.id}>
              {/* The locale's name for the fiat (de "US-Dollar"); English keeps the list's. */}
              {currencyName(locale, f)} ({f.symbol})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
