import { binanceProtocol } from './binance';
import {
  decimalString,
  type FakeLevel,
  type FakeListing,
  type FakeVenueContext,
  type FakeVenueProtocol,
  fakeBook,
  json,
} from './fake-venue-state';

/**
 * Binance spot order books, GET /api/v3/depth?symbol=BTCUSDT&limit=N: {lastUpdateId, bids, asks},
 * levels as ["price", "qty"] with 8 decimals, no time. Every listed coin has a book in each of
 * USDT, USDC, BTC, EUR, TRY and BRL (not in its own code); anything else is 400 -1121 "Invalid
 * symbol.". `limit` defaults to 100 and must be one of the values older API versions accept
 * (else 400 -1100), so a client asking for an arbitrary depth is caught. Books come from
 * fakeBook() in the venue's `book` shape. Rate limited: the ticker fake's 429 -1003 with
 * Retry-After (Binance counts request weight per IP across endpoints).
 */

export const BINANCE_DEPTH_FAKE_QUOTES: readonly string[] = ['USDT', 'USDC', 'BTC', 'EUR', 'TRY', 'BRL'];

const VALID_LIMITS: readonly number[] = [5, 10, 20, 50, 100, 500, 1000, 5000];

/**
 * Quote units per one base unit on this venue: USDT books in USDT (a depeg shows), USDC at par
 * with USD, fiat at the fake CoinGecko's rate, BTC books as the coin's USD over bitcoin's.
 */
export function fakeQuotedMid(context: FakeVenueContext, coinId: string, quote: string): number {
  const usd = context.usdPrice(coinId);
  switch (quote) {
    case 'USDT':
      return context.usdtPrice(coinId);
    case 'USDC':
      return usd;
    case 'BTC': {
      const btcUsd = context.usdPrice('bitcoin');
      return btcUsd === 0 ? 0 : usd / btcUsd;
    }
    default:
      return usd * (context.fiatPerUsd[quote.toLowerCase()] ?? Number.NaN);
  }
}

/** The listing and quote behind a market name, or undefined when the venue lists no such market. */
export function findFakeMarket(
  context: FakeVenueContext,
  quotes: readonly string[],
  name: (code: string, quote: string) => string,
  market: string,
): { listing: FakeListing; quote: string } | undefined {
  for (const listing of context.listings) {
    for (const quote of quotes) {
      if (quote !== listing.code && name(listing.code, quote) === market) return { listing, quote };
    }
  }
  return undefined;
}

/** Binance's 8 decimals, or more where a tiny price needs them to stay exact. */
function binanceNumber(value: number): string {
  const fixed = value.toFixed(8);
  return Number(fixed) === value ? fixed : decimalString(value);
}

const levelStrings = (levels: FakeLevel[]) => levels.map(([price, size]) => [binanceNumber(price), binanceNumber(size)]);

export const binanceDepthProtocol: FakeVenueProtocol = {
  venue: 'binance',
  paths: ['/api/v3/depth'],
  answer(url, context) {
    const symbol = url.searchParams.get('symbol');
    if (!symbol) return json(400, { code: -1102, msg: "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed." });
    const limit = Number(url.searchParams.get('limit') ?? 100);
    if (!VALID_LIMITS.includes(limit)) {
      return json(400, {
        code: -1100,
        msg: "Illegal characters found in parameter 'limit'; legal range is '5, 10, 20, 50, 100, 500, 1000, 5000'.",
      });
    }
    const found = findFakeMarket(context, BINANCE_DEPTH_FAKE_QUOTES, (code, quote) => `${code}${quote}`, symbol);
    if (!found) return json(400, { code: -1121, msg: 'Invalid symbol.' });
    const mid = fakeQuotedMid(context, found.listing.coinId, found.quote);
    const book = fakeBook(mid, context.usdPrice(found.listing.coinId), context.state.book, limit);
    return json(200, { lastUpdateId: Math.floor(context.nowMs / 10), bids: levelStrings(book.bids), asks: levelStrings(book.asks) });
  },
  rateLimited: (context) => binanceProtocol.rateLimited(context),
};
