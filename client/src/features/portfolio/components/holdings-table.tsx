import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';
import type { Holding } from '../engine/compute-portfolio';
import type { LivePrice } from '../state/use-live-prices';
import { formatGain, formatMoney, formatQuantity, gainTone } from './portfolio-format';

type HoldingsTableProps = {
  holdings: readonly Holding[];
  live: ReadonlyMap<string, LivePrice>;
  reporting: string;
  assetLabel: (asset: string) => string;
};

const DUST = 1e-10;

/** What is held now: its value at the live consensus rate, its cost basis and the unrealized gain. */
export function HoldingsTable({ holdings, live, reporting, assetLabel }: HoldingsTableProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const shown = holdings
    .filter((h) => h.amount > DUST)
    .sort((a, b) => a.asset.localeCompare(b.asset) || (a.wallet ?? '').localeCompare(b.wallet ?? ''));
  if (shown.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Nothing held now.</Trans>
      </p>
    );
  const perWallet = shown.some((h) => h.wallet !== null);
  const money = (value: number) => formatMoney(locale, value, reporting);
  let totalValue = 0;
  let totalCost = 0;
  let unvalued = false;
  const rows = shown.map((holding) => {
    const price = live.get(holding.asset);
    const value = price ? holding.amount * price.price : null;
    const knownAmount = holding.amount - holding.unknownCostAmount;
    // The unrealized gain of the part whose cost is known; the rest is named, never costed at zero.
    const gain = price && knownAmount > DUST ? knownAmount * price.price - holding.cost : null;
    if (value === null) unvalued = true;
    else totalValue += value;
    totalCost += holding.cost;
    return { holding, price, value, gain };
  });
  const totalGain = rows.reduce((sum, row) => sum + (row.gain ?? 0), 0);
  return (
    <div className="flex flex-col gap-2">
      {/* Focusable, so a keyboard can scroll it on a narrow screen. */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t`Holdings now`}>
        <table className="w-full min-w-[36rem] text-sm tabular-nums">
          <caption className="sr-only">{t`Holdings now`}</caption>
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">{t`Asset`}</th>
              {perWallet && <th scope="col" className="py-2 pr-3 font-medium">{t`Wallet`}</th>}
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t`Amount`}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t`Value now`}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t`Cost basis`}</th>
              <th scope="col" className="py-2 text-right font-medium">{t`Unrealized gain or loss`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ holding, value, gain }) => (
              <tr key={`${holding.asset}:${holding.wallet ?? ''}`} className="border-t border-border/60">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {assetLabel(holding.asset)}
                </th>
                {perWallet && <td className="py-2 pr-3">{holding.wallet}</td>}
                <td className="py-2 pr-3 text-right">{formatQuantity(locale, holding.amount)}</td>
                <td className="py-2 pr-3 text-right">{value === null ? t`no live rate` : money(value)}</td>
                <td className="py-2 pr-3 text-right">
                  {money(holding.cost)}
                  {holding.unknownCostAmount > DUST && (
                    <span className="block text-xs text-destructive">
                      <Trans>cost unknown for {formatQuantity(locale, holding.unknownCostAmount)}</Trans>
                    </span>
                  )}
                </td>
                <td className={cn('py-2 text-right', gain !== null && gainTone(gain))}>
                  {gain === null ? '—' : formatGain(locale, gain, reporting)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-medium">
            <tr className="border-t border-border">
              <th scope="row" className="py-2 pr-3 text-left">{t`Total`}</th>
              {perWallet && <td />}
              <td />
              <td className="py-2 pr-3 text-right" data-testid="holdings-value">
                {money(totalValue)}
              </td>
              <td className="py-2 pr-3 text-right">{money(totalCost)}</td>
              <td className={cn('py-2 text-right', gainTone(totalGain))}>{formatGain(locale, totalGain, reporting)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        {unvalued ? (
          <Trans>Values now use the converter’s live rates; a coin without one is left out of the total.</Trans>
        ) : (
          <Trans>Values now use the converter’s live rates.</Trans>
        )}
      </p>
    </div>
  );
}
