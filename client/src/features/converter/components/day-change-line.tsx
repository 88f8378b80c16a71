import { formatAmount } from '@shared/format';
import type { ConvertResponse } from '@shared/schemas/convert';
import type { Currency } from '@shared/schemas/currency';
import { describeDayChange } from '../utils/day-change';

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-muted-foreground',
} as const;

type DayChangeLineProps = { from: Currency; to: Currency; amount: number; quote: ConvertResponse };

/** "0.5 BTC: +$1,219.51 (+2.50%) since yesterday" — the 24-hour move of the visitor's own amount. */
export function DayChangeLine({ from, to, amount, quote }: DayChangeLineProps) {
  if (quote.change24h === null || quote.change24h === undefined) return null;
  const change = describeDayChange(amount, quote.rate, quote.change24h, to);
  // A stale rate's change is the day before that rate, not before now.
  const when = quote.stale ? 'in the 24 hours before these rates' : 'since yesterday';
  return (
    <p data-testid="day-change" className="text-sm tabular-nums text-muted-foreground">
      {formatAmount('en', amount)} {from.symbol}:{' '}
      <span className={`font-medium ${TONE[change.direction]}`}>
        {change.direction !== 'flat' && <span aria-hidden="true">{change.direction === 'up' ? '▲ ' : '▼ '}</span>}
        {change.money} ({change.percent})
      </span>{' '}
      {when}
    </p>
  );
}
