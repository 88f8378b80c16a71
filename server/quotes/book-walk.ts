/**
 * Walking a public order book for the visitor's own amount (docs/decisions/024). Pure arithmetic
 * on the levels a venue sent: nothing is extrapolated past the fetched depth, and a fee is taken
 * from what the visitor receives, in the currency they receive.
 */

/** One price level: `price` in quote units per one base unit, `size` in base units. */
export type BookLevel = { price: number; size: number };

/** A market's book as fetched: bids best (highest) first, asks best (lowest) first. */
export type OrderBook = { bids: readonly BookLevel[]; asks: readonly BookLevel[] };

/** Which side of a market the visitor takes: buying the base with quote, or selling the base for quote. */
export type Side = 'buy' | 'sell';

export type Fill = {
  /** Of the amount asked, the part the fetched depth covers (in the currency given). */
  spent: number;
  /** What that part buys or sells for, before any fee (in the other currency). */
  received: number;
  /** Quote units per base unit over the whole fill. */
  averagePrice: number;
  /** The best level's price: what a tiny order would pay. */
  bestPrice: number;
  /** Whether the fetched depth covers the whole amount. */
  complete: boolean;
  /** Levels touched, the last possibly in part. */
  levels: number;
};

/**
 * Spends `amount` of the quote currency on the asks (a buy), or sells `amount` of the base on the
 * bids (a sell), level by level from the best price. Levels with a price or size that is not a
 * positive finite number are skipped: they cannot be traded against.
 * Returns null when the side has no usable level at all.
 */
export function walkBook(book: OrderBook, side: Side, amount: number): Fill | null {
  const levels = (side === 'buy' ? book.asks : book.bids).filter(
    (level) => Number.isFinite(level.price) && level.price > 0 && Number.isFinite(level.size) && level.size > 0,
  );
  if (levels.length === 0 || !(amount > 0)) return null;
  let left = amount;
  let received = 0;
  let touched = 0;
  for (const { price, size } of levels) {
    if (left <= 0) break;
    touched++;
    // A buy spends quote: this level takes at most price × size of it. A sell spends base.
    const capacity = side === 'buy' ? price * size : size;
    const used = Math.min(left, capacity);
    received += side === 'buy' ? used / price : used * price;
    left -= used;
  }
  const spent = amount - Math.max(0, left);
  const base = side === 'buy' ? received : spent;
  const quote = side === 'buy' ? spent : received;
  return {
    spent,
    received,
    averagePrice: quote / base,
    bestPrice: levels[0]!.price,
    complete: left <= amount * 1e-12,
    levels: touched,
  };
}

/** A fee taken from what is received: the amount kept and the fee, in the received currency. */
export function afterFee(received: number, feeRate: number): { receive: number; fee: number } {
  const fee = received * feeRate;
  return { receive: received - fee, fee };
}

/**
 * How far the average fill is from the best price, as a positive fraction: a buy pays more than
 * the best ask, a sell gets less than the best bid.
 */
export function slippage(fill: Pick<Fill, 'averagePrice' | 'bestPrice'>, side: Side): number {
  return side === 'buy' ? fill.averagePrice / fill.bestPrice - 1 : 1 - fill.averagePrice / fill.bestPrice;
}
