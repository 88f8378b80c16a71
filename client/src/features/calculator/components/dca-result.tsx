import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shared/i18n/locales';
import { formatLongDate } from '@shared/format';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';
import { fxNoteForDca } from '../utils/fx-note';
import { formatCoins, formatCount, formatMoney, formatPriceIn } from '../utils/money';
import { formatPercent } from '../utils/result-text';
import type { DcaCalculation } from '../utils/run-dca';
import { ProfitBadge } from './profit-badge';
import { ExportActions } from '@/components/export-actions';
import { dcaExport } from '../utils/calculation-export';

// Loaded with the first DCA calculation (see dca-panel.tsx): the arithmetic and this view.
export { runDca } from '../utils/run-dca';

/** "+€1,234.50" / "−€3.00" (shown in no-wrap cells, so the sign stays with the amount). */
const signed = (locale: Locale, value: number, base: string) =>
  `${value < 0 ? '−' : value > 0 ? '+' : ''}${formatMoney(locale, Math.abs(value), base)}`;

/** The DCA outcome, then the same money invested at once on the first purchase day. */
export function DcaResultView({ result: r }: { result: DcaCalculation }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const money = (v: number) => formatMoney(locale, v, r.base);
  const code = r.base.toUpperCase();
  const row = 'flex items-baseline justify-between gap-4 border-b py-2 last:border-0';
  const cell = 'whitespace-nowrap py-2 pl-2 text-right align-baseline';
  const head = 'py-2 pl-2 text-right align-bottom font-medium';
  const value = 'whitespace-nowrap text-right';
  const { coinName, coinSymbol } = r;
  const amount = money(r.amount);
  const lumpDate = formatLongDate(locale, r.lumpSum.date, 'UTC');
  const invested = money(r.invested);
  const difference = money(Math.abs(r.difference));
  const livePrice = formatPriceIn(locale, r.currentPrice, r.base);
  // Whole sentences per frequency (word order differs between languages), not "Buying" + "weekly".
  const heading = {
    daily: t`${coinName} (${coinSymbol}) · ${amount} daily`,
    weekly: t`${coinName} (${coinSymbol}) · ${amount} weekly`,
    monthly: t`${coinName} (${coinSymbol}) · ${amount} monthly`,
  }[r.frequency];
  const dcaLabel = { daily: t`Buying daily`, weekly: t`Buying weekly`, monthly: t`Buying monthly` }[r.frequency];
  const caption = {
    daily: t`Buying daily compared with investing ${invested} at once on ${lumpDate}`,
    weekly: t`Buying weekly compared with investing ${invested} at once on ${lumpDate}`,
    monthly: t`Buying monthly compared with investing ${invested} at once on ${lumpDate}`,
  }[r.frequency];
  const dcaBetter = {
    daily: t`Buying daily did better by ${difference}.`,
    weekly: t`Buying weekly did better by ${difference}.`,
    monthly: t`Buying monthly did better by ${difference}.`,
  }[r.frequency];
  const verdict =
    r.better === 'same' ? t`Both ended at the same value.` : r.better === 'dca' ? dcaBetter : t`The lump sum did better by ${difference}.`;
  const skipped = r.skipped.length;
  const skippedCount = formatCount(locale, skipped);
  const scheduledCount = formatCount(locale, r.scheduled);
  const madeCount = formatCount(locale, r.purchases);
  const firstSkipped = r.skipped[0] ? formatLongDate(locale, r.skipped[0], 'UTC') : '';
  const firstPurchase = formatLongDate(locale, r.firstPurchase, 'UTC');
  const lastPurchase = formatLongDate(locale, r.lastPurchase, 'UTC');
  const purchaseDays = r.firstPurchase === r.lastPurchase ? firstPurchase : t`${firstPurchase} to ${lastPurchase}`;

  return (
    <section aria-label={t`DCA result`} className="flex flex-col gap-4 rounded-md bg-muted/60 p-3 sm:p-5" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{heading}</h3>
        <ProfitBadge testId="dca-badge" profitLoss={r.profitLoss} percentageChange={r.percentageChange} base={r.base} />
      </div>
      <dl className="text-sm tabular-nums">
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Purchases</Trans>
          </dt>
          <dd className="text-right">
            <span data-testid="dca-purchases">{madeCount}</span>
            <span className="block text-xs text-muted-foreground">{purchaseDays}</span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Total invested</Trans>
          </dt>
          <dd data-testid="dca-invested" className={value}>
            {money(r.invested)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Coins accumulated</Trans>
          </dt>
          <dd data-testid="dca-coins" className={value}>
            {formatCoins(locale, r.coins)} {r.coinSymbol}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Average cost per coin</Trans>
          </dt>
          <dd data-testid="dca-average-cost" className={value}>
            {formatPriceIn(locale, r.averageCost, r.base)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Value now</Trans>
          </dt>
          <dd data-testid="dca-value-now" className={cn(value, 'text-base font-semibold')}>
            {money(r.valueNow)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Profit / loss</Trans>
          </dt>
          <dd data-testid="dca-profit-loss" className={value}>
            {signed(locale, r.profitLoss, r.base)} ({formatPercent(locale, r.percentageChange)})
          </dd>
        </div>
      </dl>

      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">
          <Trans>Compared with a lump sum</Trans>
        </h4>
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b text-xs text-muted-foreground">
                <th scope="col" className="py-2 text-left font-medium">
                  <span className="sr-only">
                    <Trans>Measure</Trans>
                  </span>
                </th>
                <th scope="col" className={head}>
                  {dcaLabel}
                </th>
                <th scope="col" className={head}>
                  <Trans>Lump sum on {lumpDate}</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b">
                <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                  <Trans>Invested</Trans>
                </th>
                <td className={cell}>{money(r.invested)}</td>
                <td className={cell}>{money(r.lumpSum.invested)}</td>
              </tr>
              <tr className="border-b">
                <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                  <Trans>Coins</Trans>
                </th>
                <td className={cell}>{formatCoins(locale, r.coins)}</td>
                <td className={cell} data-testid="lump-coins">
                  {formatCoins(locale, r.lumpSum.coins)}
                </td>
              </tr>
              <tr className="border-b">
                <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                  <Trans>Value now</Trans>
                </th>
                <td className={cell}>{money(r.valueNow)}</td>
                <td className={cell} data-testid="lump-value-now">
                  {money(r.lumpSum.valueNow)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                  <Trans>Profit / loss</Trans>
                </th>
                <td className={cell}>
                  {signed(locale, r.profitLoss, r.base)}{' '}
                  <span className="block text-xs text-muted-foreground">{formatPercent(locale, r.percentageChange)}</span>
                </td>
                <td className={cell} data-testid="lump-profit-loss">
                  {signed(locale, r.lumpSum.profitLoss, r.base)}{' '}
                  <span className="block text-xs text-muted-foreground">{formatPercent(locale, r.lumpSum.percentageChange)}</span>
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
            {/* Counts formatted here (grouping, one kind of space); the plural lets languages agree with the skipped count. */}
            {t({
              comment: '{firstSkipped} is the first skipped day; =1 names the only one',
              message: plural(skipped, {
                1: `${skippedCount} of ${scheduledCount} scheduled purchases (${firstSkipped}) had no price in our history and were left out; the totals count the ${madeCount} made.`,
                other: `${skippedCount} of ${scheduledCount} scheduled purchases (first ${firstSkipped}) had no price in our history and were left out; the totals count the ${madeCount} made.`,
              }),
            })}
          </p>
        )}
        <p>
          {/* Whole sentences for each case: USD or another base, with or without today's purchase at the live price. */}
          {code === 'USD' ? (
            r.todayAtLivePrice ? (
              <Trans>
                Each purchase uses the USD price at 00:00 UTC of its day (today’s, not yet in the history, the live price); value now uses
                the live price of {livePrice}. The lump sum buys on the first purchase day. Fees and taxes are not included.
              </Trans>
            ) : (
              <Trans>
                Each purchase uses the USD price at 00:00 UTC of its day; value now uses the live price of {livePrice}. The lump sum buys on
                the first purchase day. Fees and taxes are not included.
              </Trans>
            )
          ) : r.todayAtLivePrice ? (
            <Trans>
              Each purchase uses the price in {code} at 00:00 UTC of its day (today’s, not yet in the history, the live price); value now
              uses the live price of {livePrice}. The lump sum buys on the first purchase day. Fees and taxes are not included.
            </Trans>
          ) : (
            <Trans>
              Each purchase uses the price in {code} at 00:00 UTC of its day; value now uses the live price of {livePrice}. The lump sum
              buys on the first purchase day. Fees and taxes are not included.
            </Trans>
          )}
        </p>
        {r.fx && <p data-testid="fx-note">{fxNoteForDca(i18n, locale, code, r.fx, r.purchases)}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <ExportActions
          build={async (i18n) => dcaExport(i18n, r)}
          csvLabel={<Trans>Download CSV: every purchase with its price and source</Trans>}
        />
      </div>
    </section>
  );
}
