import { Trans } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import { formatAmount, formatLongDate, formatUsd } from '@shared/format';
import { BTC_FIXED_AMOUNTS, buildPairPath } from '@shared/routes';
import type { ConvertResponse } from '@shared/schemas/convert';
import { ReadableNumber } from '@/components/readable-number';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';

/** The dollar as the table's header names it: the product spec's "US Dollar" in English, the locale's own name elsewhere. */
const USD = { symbol: 'USD', name: 'US Dollar', type: 'fiat' } as const;

/** The product spec: on BTC→USD, the 12 popular amounts × the current rate, USD with 2 decimals. */
export function PopularBtcTable({ quote }: { quote: ConvertResponse }) {
  const locale = useLocale();
  const href = useLocalizedHref();
  const hydrated = useHydrated();
  const date = formatLongDate(locale, quote.asOf, quote.source === 'snapshot' || !hydrated ? 'UTC' : undefined);
  const usdName = currencyName(locale, USD);
  return (
    <section aria-labelledby="popular-btc-heading" className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="popular-btc-heading" className="text-xl font-semibold">
        <Trans>Popular Bitcoin to USD Conversions</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>Values updated as of {date}</Trans>
      </p>
      <table className="mt-4 w-full text-sm tabular-nums">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Bitcoin (BTC)
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {usdName} (USD)
            </th>
          </tr>
        </thead>
        <tbody>
          {BTC_FIXED_AMOUNTS.map((amount) => (
            <tr key={amount} className="border-b last:border-0">
              <td className="py-2 pr-4">
                <a href={href(buildPairPath('btc', 'usd', amount))} className="text-primary underline-offset-2 hover:underline">
                  {formatAmount(locale, amount)} BTC
                </a>
              </td>
              <td className="py-2 text-right">
                <ReadableNumber text={formatUsd(locale, amount * quote.rate)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
