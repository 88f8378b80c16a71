import { cn } from '@/lib/utils';
import { fxNoteForDca } from '../utils/fx-note';
import { formatCoins, formatMoney, formatPriceIn } from '../utils/money';
import { formatPercent } from '../utils/result-text';
import type { DcaCalculation } from '../utils/run-dca';
import { ProfitBadge } from './profit-badge';

// Loaded with the first DCA calculation (see dca-panel.tsx): the arithmetic and this view.
export { runDca } from '../utils/run-dca';

const EVERY = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;

/** "+€1,234.50" / "−€3.00" (shown in no-wrap cells, so the sign stays with the amount). */
const signed = (value: number, base: string) => `${value < 0 ? '−' : value > 0 ? '+' : ''}${formatMoney(Math.abs(value), base)}`;

/** The DCA outcome, then the same money invested at once on the first purchase day. */
export function DcaResultView({ result: r }: { result: DcaCalculation }) {
  const money = (v: number) => formatMoney(v, r.base);
  const code = r.base.toUpperCase();
  const row = 'flex items-baseline justify-between gap-4 border-b py-2 last:border-0';
  const cell = 'whitespace-nowrap py-2 pl-2 text-right align-baseline';
  const head = 'py-2 pl-2 text-right align-bottom font-medium';
  const value = 'whitespace-nowrap text-right';
  const lumpLabel = `Lump sum on ${r.lumpSum.date}`;
  const dcaLabel = `Buying ${EVERY[r.frequency]}`;
  const verdict =
    r.better === 'same'
      ? 'Both ended at the same value.'
      : `${r.better === 'dca' ? `${dcaLabel} did` : `The lump sum did`} better by ${money(Math.abs(r.difference))}.`;
  const skipped = r.skipped.length;

  return (
    <section aria-label="DCA result" className="flex flex-col gap-4 rounded-md bg-muted/60 p-3 sm:p-5" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">
          {r.coinName} ({r.coinSymbol}) · {money(r.amount)} {EVERY[r.frequency]}
        </h3>
        <ProfitBadge testId="dca-badge" profitLoss={r.profitLoss} percentageChange={r.percentageChange} base={r.base} />
      </div>
      <dl className="text-sm tabular-nums">
        <div className={row}>
          <dt className="text-muted-foreground">Purchases</dt>
          <dd className="text-right">
            <span data-testid="dca-purchases">{r.purchases.toLocaleString('en-US')}</span>
            <span className="block text-xs text-muted-foreground">
              {r.firstPurchase === r.lastPurchase ? r.firstPurchase : `${r.firstPurchase} to ${r.lastPurchase}`}
            </span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">Total invested</dt>
          <dd data-testid="dca-invested" className={value}>{money(r.invested)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">Coins accumulated</dt>
          <dd data-testid="dca-coins" className={value}>
            {formatCoins(r.coins)} {r.coinSymbol}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">Average cost per coin</dt>
          <dd data-testid="dca-average-cost" className={value}>{formatPriceIn(r.averageCost, r.base)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">Value now</dt>
          <dd data-testid="dca-value-now" className={cn(value, 'text-base font-semibold')}>
            {money(r.valueNow)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">Profit / loss</dt>
          <dd data-testid="dca-profit-loss" className={value}>
            {signed(r.profitLoss, r.base)} ({formatPercent(r.percentageChange)})
          </dd>
        </div>
      </dl>

      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">Compared with a lump sum</h4>
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">
              {dcaLabel} compared with investing {money(r.invested)} at once on {r.lumpSum.date}
            </caption>
            <thead>
              <tr className="border-b text-xs text-muted-foreground">
                <th scope="col" className="py-2 text-left font-medium">
                  <span className="sr-only">Measure</span>
                </th>
                <th scope="col" className={head}>
                  {dcaLabel}
                </th>
                <th scope="col" className={head}>
                  {lumpLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b">
                <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                  Invested
                </th>
                <td className={cell}>{money(r.invested)}</td>
                <td className={cell}>{money(r.lumpSum.invested)}</td>
              </tr>
              <tr className="border-b">
                <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                  Coins
                </th>
                <td className={cell}>{formatCoins(r.coins)}</td>
                <td className={cell} data-testid="lump-coins">
                  {formatCoins(r.lumpSum.coins)}
                </td>
              </tr>
              <tr className="border-b">
                <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                  Value now
                </th>
                <td className={cell}>{money(r.valueNow)}</td>
                <td className={cell} data-testid="lump-value-now">
                  {money(r.lumpSum.valueNow)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                  Profit / loss
                </th>
                <td className={cell}>
                  {signed(r.profitLoss, r.base)} <span className="block text-xs text-muted-foreground">{formatPercent(r.percentageChange)}</span>
                </td>
                <td className={cell} data-testid="lump-profit-loss">
                  {signed(r.lumpSum.profitLoss, r.base)}{' '}
                  <span className="block text-xs text-muted-foreground">{formatPercent(r.lumpSum.percentageChange)}</span>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <p data-testid="dca-verdict" className="text-sm font-medium">
          {verdict}
        </p>
      </div>

      <div className="flex flex-col gap-1 text-xs text-muted-foreground">
        {skipped > 0 && (
          <p data-testid="dca-skipped">
            {skipped.toLocaleString('en-US')} of {r.scheduled.toLocaleString('en-US')} scheduled purchases (
            {skipped === 1 ? r.skipped[0] : `first ${r.skipped[0]}`}) had no price in our history and were left out; the totals count
            the {r.purchases.toLocaleString('en-US')} made.
          </p>
        )}
        <p>
          Each purchase uses the {code === 'USD' ? 'USD price' : `price in ${code}`} at 00:00 UTC of its day
          {r.todayAtLivePrice ? ' (today’s, not yet in the history, the live price)' : ''}; value now uses the live price of{' '}
          {formatPriceIn(r.currentPrice, r.base)}. The lump sum buys on the first purchase day. Fees and taxes are not included.
        </p>
        {r.fx && <p data-testid="fx-note">{fxNoteForDca(code, r.fx, r.purchases)}</p>}
      </div>
    </section>
  );
}
