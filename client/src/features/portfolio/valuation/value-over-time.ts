import type { PortfolioTx, Quantity } from '../engine/types';
import type { PriceBook } from './price-book';

/** The portfolio's value in the reporting currency at the end of one UTC day. */
export type ValuePoint = {
  day: string;
  value: number;
  /** False when something held (or the reporting currency) had no price that day: `value` is then a floor. */
  complete: boolean;
};

/** Amounts at or below this are floating-point left-overs, not holdings. */
const HELD = 1e-12;
const DAY_MS = 86_400_000;
/** Longer ranges are sampled: see `sampleStep`. */
const DAILY_UP_TO = 4000;
const MAX_POINTS = 1500;

/**
 * One day in `step`: a chart is at most a few hundred pixels wide, so more than ~1500 points
 * draw nothing more, yet each costs its share of the copy from the worker and of the SVG path.
 * Up to 4000 days (eleven years) every day is kept, so a usual history shows each day's value.
 */
function sampleStep(days: number): number {
  return days > DAILY_UP_TO ? Math.ceil(days / MAX_POINTS) : 1;
}

/**
 * The portfolio's value at the end of each UTC day from the first transaction's day to `today`
 * (decision 025): coin quantities replayed in time order as the engine counts them (received is
 * gross, sent and coin fees go out, income comes in, transfers between own wallets change no
 * total; fiat is money, not a holding), each held coin at that day's USD price ÷ the reporting
 * currency's. A day missing a price counts what could be priced and says it is incomplete.
 *
 * A disposal of more than is held leaves nothing rather than a negative holding: the engine
 * carries no short position either (it flags the quantity as unmatched), so a later purchase
 * is held in full in both.
 */
export function valueOverTime(
  txs: readonly PortfolioTx[],
  book: PriceBook,
  reporting: string,
  isFiat: (asset: string) => boolean,
  today: string,
): ValuePoint[] {
  if (txs.length === 0) return [];
  // The engine's order: by time, ties as recorded (Array.prototype.sort is stable).
  const ordered = [...txs].sort((a, b) => a.time - b.time);
  const start = Math.floor(ordered[0]!.time / DAY_MS) * DAY_MS;
  const end = Date.parse(`${today}T00:00:00Z`);
  if (!(end >= start)) return [];
  const days = (end - start) / DAY_MS + 1;
  const step = sampleStep(days);

  const held = new Map<string, number>();
  const change = (quantity: Quantity | undefined, sign: 1 | -1) => {
    if (!quantity || !(quantity.amount > 0) || isFiat(quantity.asset)) return;
    const next = (held.get(quantity.asset) ?? 0) + sign * quantity.amount;
    held.set(quantity.asset, next > 0 ? next : 0);
  };

  const series: ValuePoint[] = [];
  let next = 0;
  for (let i = 0; i < days; i++) {
    const dayEnd = start + (i + 1) * DAY_MS;
    while (next < ordered.length && ordered[next]!.time < dayEnd) {
      const tx = ordered[next++]!;
      // A transfer moves coins between the visitor's own wallets: only a fee paid in a coin leaves.
      if (tx.type !== 'transfer') {
        change(tx.sent, -1);
        change(tx.received, 1);
      }
      change(tx.fee, -1);
    }
    if (i % step !== 0 && i !== days - 1) continue;

    const day = new Date(dayEnd - DAY_MS).toISOString().slice(0, 10);
    const money = book.usd(reporting, day);
    let value = 0;
    let complete = true;
    for (const [asset, amount] of held) {
      if (amount <= HELD) continue;
      const price = money && book.usd(asset, day);
      if (price) value += (amount * price.usd) / money.usd;
      else complete = false;
    }
    series.push({ day, value, complete });
  }
  return series;
}
