import { BTC_FIXED_AMOUNTS, buildPairPath } from '@shared/routes';
import { formatAmount, formatLongDate, formatUsd } from '@shared/format';
import type { ConvertResponse } from '@shared/schemas/convert';
import { ReadableNumber } from '@/components/readable-number';
import { useHydrated } from '@/hooks/use-hydrated';

/** Spec §2: on BTC→USD, the 12 popular amounts × the current rate, USD with 2 decimals. */
export function PopularBtcTable({ quote }: { quote: ConvertResponse }) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="popular-btc-heading" className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="popular-btc-heading" className="text-xl font-semibold">
        Popular Bitcoin to USD Conversions
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Values updated as of {formatLongDate('en', quote.asOf, quote.source === 'snapshot' || !hydrated ? 'UTC' : undefined)}</p>
      <table className="mt-4 w-full text-sm tabular-nums">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Bitcoin (BTC)
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              US Dollar (USD)
            </th>
          </tr>
        </thead>
        <tbody>
          {BTC_FIXED_AMOUNTS.map((amount) => (
            <tr key={amount} className="border-b last:border-0">
              <td className="py-2 pr-4">
                <a href={buildPairPath('btc', 'usd', amount)} className="text-primary underline-offset-2 hover:underline">
                  {formatAmount('en', amount)} BTC
                </a>
              </td>
              <td className="py-2 text-right">
                <ReadableNumber text={formatUsd('en', amount * quote.rate)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
