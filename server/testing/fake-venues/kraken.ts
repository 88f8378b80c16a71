import { decimalString, type FakeAnswer, type FakeVenueContext, type FakeVenueProtocol, json } from './fake-venue-state';

/**
 * Kraken's GET /0/public/Ticker as the real one answers it: `{ error: [], result: { [pair]:
 * { a, b, c, v, p, t, l, h, o } } }`, figures as decimal strings, no time. Pair names follow
 * Kraken's rule: legacy assets carry X (crypto) / Z (fiat) prefixes (XXBTZUSD, XETHZUSD,
 * USDTZUSD), newer ones do not (SOLUSD, XDGUSD, USDCUSD). Besides a USD book for every coin it
 * lists it carries what a client must not be fooled by: EUR and USDT books, ETHWUSD (a name
 * starting like ETH's), and a cancel-only book whose last is "0". With `pair=` it answers only
 * those books, and one unknown name fails the whole request, as on Kraken.
 */

export const KRAKEN_TICKER_PATH = '/0/public/Ticker';

/** Kraken's legacy assets: their pair names take the X…Z… form. */
const LEGACY = new Set(['XBT', 'ETH', 'XRP', 'LTC', 'XLM', 'XMR', 'ETC', 'ZEC']);

/** Kraken's name for the book of `code` quoted in `quote` (USD, EUR, USDT). */
export function krakenPairName(code: string, quote: string): string {
  const fiat = quote === 'USD' || quote === 'EUR';
  // Newer books, and every USDT-quoted one, take plain names: SOLUSD, XDGUSD, XBTUSDT.
  if (!fiat) return `${code}${quote}`;
  if (LEGACY.has(code)) return `X${code}Z${quote}`;
  // USDT/USD is listed under a legacy-style name.
  return code === 'USDT' ? `USDTZ${quote}` : `${code}${quote}`;
}

type Book = {
  a: [string, string, string];
  b: [string, string, string];
  c: [string, string];
  v: [string, string];
  p: [string, string];
  t: [number, number];
  l: [string, string];
  h: [string, string];
  o: string;
};

/** A book trading at `last`: spread ±0.01 %, range ±3 %, opened 2 % lower, ~$50 M a day. */
function book(last: number): Book {
  const s = (value: number) => decimalString(Number(value.toPrecision(10)));
  const volume = last > 0 ? 50_000_000 / last : 0;
  return {
    a: [s(last * 1.0001), '1', '1.000'],
    b: [s(last * 0.9999), '2', '2.000'],
    c: [s(last), '0.01000000'],
    v: [s(volume / 2), s(volume)],
    p: [s(last * 0.995), s(last * 0.99)],
    t: [last > 0 ? 20_000 : 0, last > 0 ? 41_000 : 0],
    l: [s(last * 0.97), s(last * 0.97)],
    h: [s(last * 1.03), s(last * 1.03)],
    o: s(last * 0.98),
  };
}

export function krakenBooks(context: FakeVenueContext): Record<string, Book> {
  // Books whose names start like a listed coin's come first, so a prefix match picks them.
  const books: Record<string, Book> = {};
  const eur = context.fiatPerUsd.eur ?? Number.NaN;
  books[krakenPairName('XBT', 'EUR')] = book(context.usdPrice('bitcoin') * eur);
  books[krakenPairName('ETH', 'EUR')] = book(context.usdPrice('ethereum') * eur);
  books[krakenPairName('XBT', 'USDT')] = book(context.usdtPrice('bitcoin'));
  books[krakenPairName('SOL', 'USDT')] = book(context.usdtPrice('solana'));
  books[krakenPairName('DOT', 'USDT')] = book(context.usdtPrice('polkadot'));
  // EthereumPoW: "ETHW" + "USD", not Ethereum.
  books.ETHWUSD = book(3);
  // A book in cancel_only: listed, its last trade "0".
  books.LUNAUSD = book(0);
  for (const { coinId, code } of context.listings) books[krakenPairName(code, 'USD')] = book(context.usdPrice(coinId));
  // The venue's USDT/USD book, whether or not tether is among the listings.
  books[krakenPairName('USDT', 'USD')] = book(context.usdPrice('tether'));
  return books;
}

function answer(url: URL, context: FakeVenueContext): FakeAnswer {
  const books = krakenBooks(context);
  const asked = url.searchParams.get('pair');
  if (asked === null) return json(200, { error: [], result: books });
  const result: Record<string, Book> = {};
  // Exact pair names only (the real one also takes altnames such as XBTUSD).
  for (const name of asked.split(',')) {
    const found = Object.hasOwn(books, name) ? books[name] : undefined;
    if (!found) return json(200, { error: ['EQuery:Unknown asset pair'] });
    result[name] = found;
  }
  return json(200, { error: [], result });
}

export const krakenProtocol: FakeVenueProtocol = {
  venue: 'kraken',
  paths: [KRAKEN_TICKER_PATH],
  answer,
  // Kraken announces its limit inside an HTTP 200, with no result.
  rateLimited: () => json(200, { error: ['EAPI:Rate limit exceeded'] }),
};
