import { z } from 'zod';
import { getJsonOrNull } from '../../upstream/http';
import type { BookLevel } from '../book-walk';
import { type DepthOptions, type DepthSource, type MarketBook, MarketNotListedError } from '../depth-source';

/**
 * Binance spot order books (decision 024): GET /api/v3/depth?symbol=BTCUSDT&limit=N on the same
 * market-data base as the tickers (https://data-api.binance.vision; api.binance.com answers 451
 * to US addresses). The request weight grows with `limit` and older API versions refuse any limit
 * outside 5, 10, 20, 50, 100, 500…, so the smallest of those covering the depth is asked, at most
 * 100 (the cheapest tier). The answer {lastUpdateId, bids, asks} carries no time: asOf is when it
 * arrived. An unknown symbol is 400 {code: -1121, msg: "Invalid symbol."}; 429 (and 418, an IP
 * ban) are 'rate-limited' with Retry-After in seconds; 451 stays 'http' 451, as for the tickers.
 */

/** Quotes Binance spot has books in. Never USD: Binance.com lists no USD books. */
export const BINANCE_DEPTH_QUOTES: readonly string[] = ['USDT', 'USDC', 'BTC', 'EUR', 'TRY', 'BRL'];

/** The limits every version of the endpoint accepts, up to the cap. */
export const BINANCE_DEPTH_LIMITS: readonly number[] = [5, 10, 20, 50, 100];

const INVALID_SYMBOL = -1121;

/** [["price", "qty"], …] with 8 decimals; extra fields, if Binance ever adds some, are ignored. */
const LevelsSchema = z.array(z.array(z.string()).min(2));
const DepthSchema = z.object({ lastUpdateId: z.number(), bids: LevelsSchema, asks: LevelsSchema });

/** The `limit` to ask for `depth` levels a side: the smallest allowed one that covers it, at most 100. */
export function binanceDepthLimit(depth: number): number {
  const wanted = depth >= 1 ? Math.floor(depth) : 1;
  return BINANCE_DEPTH_LIMITS.find((limit) => limit >= wanted) ?? BINANCE_DEPTH_LIMITS[BINANCE_DEPTH_LIMITS.length - 1]!;
}

export function createBinanceDepth(options: DepthOptions): DepthSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = {
    timeoutMs: options.timeoutMs,
    label: 'Binance',
    rateLimitStatuses: [429, 418],
    // Only the venue's own "no such symbol" answer means "not listed"; any other 400 is a failure.
    noData: (status: number, body: unknown) => status === 400 && (body as { code?: unknown } | undefined)?.code === INVALID_SYMBOL,
  };

  return {
    id: 'binance',
    marketFor(baseCode, quoteCode) {
      const baseAsset = baseCode.toUpperCase();
      const quote = quoteCode.toUpperCase();
      if (!/^[A-Z0-9]+$/.test(baseAsset) || baseAsset === quote || !BINANCE_DEPTH_QUOTES.includes(quote)) return null;
      return `${baseAsset}${quote}`;
    },
    async fetchBook(market, depth): Promise<MarketBook> {
      const limit = binanceDepthLimit(depth);
      const url = `${base}/api/v3/depth?symbol=${encodeURIComponent(market)}&limit=${limit}`;
      const book = await getJsonOrNull(url, DepthSchema, http);
      const receivedAt = new Date();
      if (book === null) throw new MarketNotListedError('binance', market);
      const keep = Math.min(limit, depth >= 1 ? Math.floor(depth) : 1);
      return {
        venue: 'binance',
        market,
        bids: levels(book.bids, keep),
        asks: levels(book.asks, keep),
        asOf: receivedAt,
        receivedAt,
      };
    },
  };
}

/** Levels as numbers, in the venue's order; an unreadable string stays NaN for the walk to skip. */
function levels(rows: readonly string[][], keep: number): BookLevel[] {
  return rows.slice(0, keep).map(([price, size]) => ({ price: Number(price), size: Number(size) }));
}
