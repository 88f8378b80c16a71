import { decimalString, type FakeLevel, type FakeVenueContext, type FakeVenueProtocol, fakeBook, json } from './fake-venue-state';

/**
 * Coinbase Exchange's GET /products/{product_id}/book?level=2 as the real one answers it:
 * `{ bids, asks, sequence, auction_mode, auction, time }`, each level
 * [price, size, num_orders] with price and size as decimal strings and num_orders a number,
 * `time` the book's own (now less the state's `bookAgeMs`). Books come from fakeBook() in the
 * state's shape, at most 50 levels a side. It lists every coin of the venue against the quotes
 * Coinbase uses, except USDC (its USDC books are aliases of the USD ones, never asked), and
 * answers anything else 404 {"message":"NotFound"}.
 */

const BOOK_PATH = /^\/products\/([^/]+)\/book$/;

/** Quote assets it lists books in. */
const QUOTES = ['USD', 'EUR', 'GBP', 'USDT', 'BTC', 'ETH'] as const;
type Quote = (typeof QUOTES)[number];

const QUOTE_COINS: Readonly<Record<'BTC' | 'ETH', string>> = { BTC: 'bitcoin', ETH: 'ethereum' };

/** At most 50 levels a side: the real level 2 may send the whole book, which no test needs. */
const BOOK_LEVELS = 50;

/** The market's mid in quote units per base unit. */
function midPrice(context: FakeVenueContext, coinId: string, quote: Quote): number {
  switch (quote) {
    case 'USD':
      return context.usdPrice(coinId);
    case 'EUR':
    case 'GBP':
      return context.usdPrice(coinId) * (context.fiatPerUsd[quote.toLowerCase()] ?? Number.NaN);
    case 'USDT':
      return context.usdtPrice(coinId);
    default:
      return context.usdPrice(coinId) / context.usdPrice(QUOTE_COINS[quote]);
  }
}

/** The listed coin and quote of `productId`, or null when the fake has no such book. */
function product(context: FakeVenueContext, productId: string): { coinId: string; quote: Quote } | null {
  const [baseCode, quote, ...rest] = productId.split('-');
  if (rest.length > 0 || !QUOTES.includes(quote as Quote) || baseCode === quote) return null;
  // USDT-USD is the venue's USDT/USD book, whether or not tether is among the listings.
  const listing = context.listings.find((l) => l.code === baseCode) ?? (baseCode === 'USDT' ? { coinId: 'tether' } : undefined);
  return listing ? { coinId: listing.coinId, quote: quote as Quote } : null;
}

/**
 * decimalString keeps 12 decimals, too few for 8 significant digits of a small coin in BTC
 * (SHIB-BTC ≈ 0.0000000002): this writes as many as the value needs, so a client reads back the
 * very numbers fakeBook() made.
 */
function plainDecimal(value: number): string {
  if (value === 0 || !Number.isFinite(value)) return decimalString(value);
  const decimals = Math.min(100, Math.max(0, 8 - Math.floor(Math.log10(Math.abs(value)))));
  const text = value.toFixed(decimals);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** [price, size, num_orders]: a deterministic count of 1 to 5 orders per level. */
const levelRow = ([price, size]: FakeLevel, i: number) => [plainDecimal(price), plainDecimal(size), 1 + (i % 5)];

export function coinbaseBook(context: FakeVenueContext, coinId: string, quote: Quote) {
  const { bids, asks } = fakeBook(midPrice(context, coinId, quote), context.usdPrice(coinId), context.state.book, BOOK_LEVELS);
  const bookMs = context.nowMs - context.state.bookAgeMs;
  return {
    bids: bids.map(levelRow),
    asks: asks.map(levelRow),
    // An integer that grows with the book's time, as the venue's does with each change.
    sequence: Math.floor(bookMs / 10),
    auction_mode: false,
    auction: null,
    time: new Date(bookMs).toISOString(),
  };
}

function productId(pathname: string): string | undefined {
  const match = BOOK_PATH.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined; // broken %-escapes: no product of that name
  }
}

export const coinbaseExchangeDepthProtocol: FakeVenueProtocol = {
  venue: 'coinbase',
  paths: [],
  matches: (pathname) => BOOK_PATH.test(pathname),
  answer: (url, context) => {
    const id = productId(url.pathname);
    const listed = id === undefined ? null : product(context, id);
    if (!listed) return json(404, { message: 'NotFound' });
    return json(200, coinbaseBook(context, listed.coinId, listed.quote));
  },
  // Coinbase Exchange's public limit answer: 429 with a message, no Retry-After.
  rateLimited: () => json(429, { message: 'Public rate limit exceeded' }),
};
