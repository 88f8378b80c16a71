import type { PortfolioTx, Quantity, ValuedTx } from '../engine/types';
import type { DayPrice, PriceBook } from './price-book';

/** Each valued leg's prices, for the page and the exports: the asset's and the reporting currency's. */
export type LegPrices = { asset: DayPrice; reporting: DayPrice } | null;
export type PricedTx = ValuedTx & { prices: { received: LegPrices; sent: LegPrices; fee: LegPrices } };

export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Every leg of every transaction in the reporting currency, at that day's price and exchange rate
 * (decision 025): amount × the asset's USD price ÷ the reporting currency's USD price. A leg
 * whose day has no price stays null, and the engine flags what depends on it.
 */
export function valueTransactions(txs: readonly PortfolioTx[], book: PriceBook, reporting: string): PricedTx[] {
  return txs.map((tx) => {
    const day = dayOf(tx.time);
    const leg = (quantity: Quantity | undefined): { value: number | null; prices: LegPrices } => {
      if (!quantity) return { value: null, prices: null };
      const asset = book.usd(quantity.asset, day);
      const money = book.usd(reporting, day);
      if (!asset || !money) return { value: null, prices: null };
      return { value: (quantity.amount * asset.usd) / money.usd, prices: { asset, reporting: money } };
    };
    const received = leg(tx.received);
    const sent = leg(tx.sent);
    const fee = leg(tx.fee);
    return {
      ...tx,
      values: { received: received.value, sent: sent.value, fee: tx.fee ? fee.value : 0 },
      prices: { received: received.prices, sent: sent.prices, fee: fee.prices },
    };
  });
}

/** What to ask the history for: each asset (but USD) with its first and last day among the transactions. */
export function priceRanges(txs: readonly PortfolioTx[], reporting: string, today: string): Map<string, { from: string; to: string }> {
  const ranges = new Map<string, { from: string; to: string }>();
  const need = (asset: string, day: string) => {
    if (asset === 'usd') return;
    const range = ranges.get(asset);
    if (!range) ranges.set(asset, { from: day, to: day });
    else if (day < range.from) range.from = day;
    else if (day > range.to) range.to = day;
  };
  for (const tx of txs) {
    const day = dayOf(tx.time);
    for (const quantity of [tx.received, tx.sent, tx.fee]) if (quantity) need(quantity.asset, day);
    need(reporting, day);
  }
  // Holdings are valued today too, and the value chart runs to today.
  for (const range of ranges.values()) range.to = today > range.to ? today : range.to;
  return ranges;
}
