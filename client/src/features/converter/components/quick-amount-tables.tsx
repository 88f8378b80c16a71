import { Trans } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import { routeTicker } from '@shared/currencies/resolve-currency';
import { formatAmount, formatResult, inverseRate, plainDecimal } from '@shared/format';
import { FIAT_QUICK_AMOUNTS, scaledQuickAmounts } from '@shared/quick-amounts';
import { buildPairPath } from '@shared/routes';
import type { ConvertResponse } from '@shared/schemas/convert-response';
import type { Currency } from '@shared/schemas/currency';
import { ReadableNumber } from '@/components/readable-number';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';

type QuickAmountTablesProps = { from: Currency; to: Currency; quote: ConvertResponse; withForward: boolean };

/** Round amounts of a currency worth `unitValue` of the other side each. */
function amountsFor(currency: Currency, unitValue: number): readonly number[] {
  return currency.type === 'fiat' ? FIAT_QUICK_AMOUNTS : scaledQuickAmounts(unitValue);
}

/**
 * Quick-amount tables for every pair, both ways, at the rate on screen (values are
 * amount × rate). BTC → USD keeps the product spec's own table for the forward direction.
 */
export function QuickAmountTables({ from, to, quote, withForward }: QuickAmountTablesProps) {
  const inverse = inverseRate(quote.rate);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {withForward && <QuickTable from={from} to={to} rate={quote.rate} amounts={amountsFor(from, quote.rate)} />}
      <QuickTable from={to} to={from} rate={inverse} amounts={amountsFor(to, inverse)} />
    </div>
  );
}

function QuickTable({ from, to, rate, amounts }: { from: Currency; to: Currency; rate: number; amounts: readonly number[] }) {
  const locale = useLocale();
  const href = useLocalizedHref();
  const headingId = `quick-${from.id}-${to.id}`;
  const fromSymbol = from.symbol;
  const toSymbol = to.symbol;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>
          {fromSymbol} to {toSymbol} at a glance
        </Trans>
      </h2>
      <table className="mt-3 w-full text-sm tabular-nums">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              {currencyName(locale, from)} ({from.symbol})
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {currencyName(locale, to)} ({to.symbol})
            </th>
          </tr>
        </thead>
        <tbody>
          {amounts.map((amount) => (
            <tr key={amount} className="border-b last:border-0">
              <td className="py-2 pr-4">
                <a
                  href={href(buildPairPath(routeTicker(from), routeTicker(to), plainDecimal(amount)))}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  <ReadableNumber text={formatAmount(locale, amount)} /> {from.symbol}
                </a>
              </td>
              <td className="py-2 text-right">
                <ReadableNumber text={formatResult(locale, amount * rate)} /> {to.symbol}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
