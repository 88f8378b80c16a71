import { Trans } from '@lingui/react/macro';
import { formatAmount } from '@shared/format';
import type { ConvertResponse } from '@shared/schemas/convert';
import type { Currency } from '@shared/schemas/currency';
import { useLocale } from '@/hooks/use-locale';
import { describeDayChange } from '../utils/day-change';

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-muted-foreground',
} as const;

type DayChangeLineProps = { from: Currency; to: Currency; amount: number; quote: ConvertResponse };

/** "0.5 BTC: +$1,219.51 (+2.50%) since yesterday" — the 24-hour move of the visitor's own amount. */
export function DayChangeLine({ from, to, amount, quote }: DayChangeLineProps) {
  const locale = useLocale();
  if (quote.change24h === null || quote.change24h === undefined) return null;
  const change = describeDayChange(locale, amount, quote.rate, quote.change24h, to);
  const amountText = formatAmount(locale, amount);
  const symbol = from.symbol;
  const move = (
    <span className={`font-medium ${TONE[change.direction]}`}>
      {change.direction !== 'flat' && <span aria-hidden="true">{change.direction === 'up' ? '▲ ' : '▼ '}</span>}
      {change.money} ({change.percent})
    </span>
  );
  return (
    <p data-testid="day-change" className="text-sm tabular-nums text-muted-foreground">
      {/* A stale rate's change is the day before that rate, not before now. */}
      {quote.stale ? (
        <Trans>
          {amountText} {symbol}: {move} in the 24 hours before these rates
        </Trans>
      ) : (
        <Trans>
          {amountText} {symbol}: {move} since yesterday
        </Trans>
      )}
    </p>
  );
}
