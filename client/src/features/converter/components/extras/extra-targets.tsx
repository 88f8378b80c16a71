import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import { formatAmount, formatResult } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';
import { useQueries, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { ReadableNumber } from '@/components/readable-number';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import type { CurrencyLists } from '@/lib/currencies-query';
import { errorText } from '@/lib/error-text';
import { rateOnDateQuery } from '../../api/rate-on-date-query';
import { rateQuery } from '../../api/rate-query';
import { satsText } from '../../utils/sats';
import { conversionTypeOf } from '../../utils/selection';
import { MAX_EXTRA_TARGETS } from '../../utils/url-options';

export type ExtraTargetsProps = {
  from: Currency;
  /** The converter's own target, never offered again. */
  to: Currency;
  amount: number;
  date: string | null;
  targets: readonly Currency[];
  lists: CurrencyLists;
  onChange: (targets: readonly Currency[]) => void;
  /** Focus the "Add a currency" field once it appears (the visitor just asked for it). */
  focusAdd?: boolean;
};

/** The amount in up to five more currencies at once, at today's rates or the chosen day's. */
export function ExtraTargets({ from, to, amount, date, targets, lists, onChange, focusAdd = false }: ExtraTargetsProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const addRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (focusAdd) addRef.current?.focus();
  }, [focusAdd]);

  const rates = useQueries({
    queries: targets.map((target) =>
      date
        ? rateOnDateQuery({ from: from.id, to: target.id, date })
        : rateQuery({ from: from.id, to: target.id, type: conversionTypeOf(from, target) }),
    ),
  });

  // The day's result above and these rows often fail for one reason (the coin's price that day):
  // say it once, in full, and point back to it. The same query as the result: no second request.
  // Compared as the errors' own messages; translated only where shown.
  const main = useQuery({ ...rateOnDateQuery({ from: from.id, to: to.id, date: date ?? '' }), enabled: date !== null });
  const said = new Set(main.error ? [main.error.message] : []);
  const reasonText = (error: Error) => {
    if (said.has(error.message)) return t`Not available, for the same reason as above.`;
    said.add(error.message);
    return errorText(i18n, error);
  };

  const taken = new Set([from.id, to.id, ...targets.map((target) => target.id)]);
  const add = (currencyId: string) => {
    const next = [...lists.fiats, ...lists.cryptos].find((c) => c.id === currencyId);
    if (next && !taken.has(next.id)) onChange([...targets, next]);
  };
  const remove = (currency: Currency) => onChange(targets.filter((target) => target.id !== currency.id));
  const shownAmount = formatAmount(locale, amount);
  const fromSymbol = from.symbol;
  const left = MAX_EXTRA_TARGETS - targets.length;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="extra-targets">
      <h3 id={`${id}-title`} className="text-sm font-medium text-muted-foreground">
        {targets.length > 0 ? (
          <Trans>
            {shownAmount} {fromSymbol} is also
          </Trans>
        ) : (
          <Trans>Show this amount in more currencies</Trans>
        )}
      </h3>
      {targets.length > 0 && (
        <ul className="flex flex-col divide-y rounded-md border bg-card">
          {targets.map((target, index) => {
            const rate = rates[index];
            const value = rate?.data ? amount * rate.data.rate : undefined;
            const name = currencyName(locale, target);
            const symbol = target.symbol;
            return (
              <li key={target.id} className="flex items-center justify-between gap-3 px-3 py-2" data-testid={`extra-target-${target.id}`}>
                <div className="min-w-0">
                  {value !== undefined ? (
                    <p className="wrap-anywhere font-semibold tabular-nums">
                      <span data-testid="extra-value">
                        <ReadableNumber text={formatResult(locale, value)} />
                      </span>{' '}
                      <span className="whitespace-nowrap">{target.symbol}</span>
                      {target.id === 'bitcoin' && (
                        <span className="ml-2 text-sm font-normal text-muted-foreground">({satsText(i18n, value)})</span>
                      )}
                    </p>
                  ) : rate?.error ? (
                    <p className="text-sm text-destructive">{reasonText(rate.error)}</p>
                  ) : (
                    <Skeleton className="h-6 w-40" />
                  )}
                  <p className="text-xs text-muted-foreground">{name}</p>
                </div>
                <Button variant="ghost" size="icon" aria-label={t`Remove ${name} (${symbol})`} onClick={() => remove(target)}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {targets.length < MAX_EXTRA_TARGETS ? (
        <Field
          id={`${id}-add`}
          // English says the same for any count; the plural is for languages that do not.
          label={<Plural value={left} other="Add a currency (# more possible)" />}
          tone="muted"
        >
          {(control) => (
            <Select {...control} ref={addRef} value="" onChange={(e) => add(e.target.value)} className="w-full sm:max-w-xs">
              {/* An option's text must be a plain string: t, not <Trans>. */}
              <option value="">{t`Choose a currency…`}</option>
              <CurrencyGroup label={t`Fiat currencies`} currencies={lists.fiats} taken={taken} locale={locale} />
              <CurrencyGroup label={t`Cryptocurrencies`} currencies={lists.cryptos} taken={taken} locale={locale} />
            </Select>
          )}
        </Field>
      ) : (
        <p className="text-xs text-muted-foreground">
          <Plural value={MAX_EXTRA_TARGETS} other="You can show up to # more currencies; remove one to add another." />
        </p>
      )}
    </section>
  );
}

function CurrencyGroup({
  label,
  currencies,
  taken,
  locale,
}: {
  label: string;
  currencies: readonly Currency[];
  taken: ReadonlySet<string>;
  locale: Locale;
}) {
  return (
    <optgroup label={label}>
      {currencies
        .filter((c) => !taken.has(c.id))
        .map((c) => (
          <option key={c.id} value={c.id}>
            {`${c.symbol} — ${currencyName(locale, c)}`}
          </option>
        ))}
    </optgroup>
  );
}
