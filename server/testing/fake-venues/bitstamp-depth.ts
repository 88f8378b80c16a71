import { bitstampProtocol } from './bitstamp';
import { decimalString, type FakeAnswer, type FakeVenueContext, type FakeVenueProtocol, fakeBook, json } from './fake-venue-state';

/**
 * Bitstamp's GET /api/v2/order_book/{pair}/ as the real one answers it: `{ timestamp,
 * microtimestamp, bids: [["price", "amount"], …], asks: […] }`, every figure a string, both
 * times the book's (now less `bookAgeMs`). Levels are fakeBook()'s, 20 a side (the real
 * endpoint has no depth parameter). A pair is listed when its base is one of the venue's codes
 * and its quote one of Bitstamp's; any other pair gets Bitstamp's HTML 404 page.
 */

export const BITSTAMP_ORDER_BOOK_PATH = '/api/v2/order_book/';
const PAIR_PATH = /^\/api\/v2\/order_book\/([^/]+)\/?$/;
const QUOTES = ['usd', 'eur', 'gbp', 'usdt', 'usdc', 'btc'] as const;
type Quote = (typeof QUOTES)[number];

/** Quote units per base unit of a coin, from the fake's USD prices, fiat rates and USDT rate. */
function midPrice(coinId: string, quote: Quote, context: FakeVenueContext): number {
  const usd = context.usdPrice(coinId);
  switch (quote) {
    case 'usd':
      return usd;
    case 'eur':
    case 'gbp':
      return usd * (context.fiatPerUsd[quote] ?? Number.NaN);
    case 'usdt':
      return context.usdtPrice(coinId);
    // USDC held at 1 USD: the fake CoinGecko has no USDC price of its own.
    case 'usdc':
      return usd;
    case 'btc':
      return usd / context.usdPrice('bitcoin');
  }
}

/** The listed market a pair names ("btcusd"), or undefined. */
function listedMarket(pair: string, context: FakeVenueContext): { coinId: string; quote: Quote } | undefined {
  for (const quote of QUOTES) {
    if (!pair.endsWith(quote)) continue;
    const code = pair.slice(0, -quote.length);
    const listing = context.listings.find((l) => l.code.toLowerCase() === code);
    if (listing && code !== quote) return { coinId: listing.coinId, quote };
  }
  return undefined;
}

const NOT_FOUND: FakeAnswer = {
  status: 404,
  body: '<!DOCTYPE html><html><head><title>Page not found | Bitstamp</title></head><body><h1>404</h1></body></html>',
  headers: { 'content-type': 'text/html; charset=utf-8' },
};

export function bitstampOrderBook(pair: string, context: FakeVenueContext): FakeAnswer {
  const market = listedMarket(pair, context);
  if (!market) return NOT_FOUND;
  const book = fakeBook(midPrice(market.coinId, market.quote, context), context.usdPrice(market.coinId), context.state.book, 20);
  const level = ([price, size]: [number, number]) => [decimalString(price), decimalString(size)];
  const bookTimeMs = context.nowMs - context.state.bookAgeMs;
  return json(200, {
    timestamp: String(Math.floor(bookTimeMs / 1000)),
    microtimestamp: String(bookTimeMs * 1000),
    bids: book.bids.map(level),
    asks: book.asks.map(level),
  });
}

export const bitstampDepthProtocol: FakeVenueProtocol = {
  venue: 'bitstamp',
  paths: [],
  matches: (pathname) => PAIR_PATH.test(pathname),
  answer: (url, context) => bitstampOrderBook(decodeURIComponent(PAIR_PATH.exec(url.pathname)?.[1] ?? ''), context),
  // The same refusal as its ticker: Bitstamp's rate limit is per client, not per endpoint.
  rateLimited: (context) => bitstampProtocol.rateLimited(context),
};
