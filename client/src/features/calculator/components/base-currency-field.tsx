import { Trans } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import type { Currency } from '@shared/schemas/currency';
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
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Base currency</Trans>
      </label>
      <select
        id={id}
        value={value}
        disabled={!fiats}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        className="h-10 min-w-0 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {!fiats && <option value={value}>{value.toUpperCase()}</option>}
        {fiats?.map((f) => (
          <option key={f.id} value={f.id}>
            {/* The locale's name for the fiat (de "US-Dollar"); English keeps the list's. */}
            {currencyName(locale, f)} ({f.symbol})
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="text-xs text-muted-foreground">
        <Trans>Amounts and results on every tab are in this currency.</Trans>
      </span>
    </div>
  );
}
