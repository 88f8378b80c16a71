import { z } from 'zod';
import { getJsonOrNull } from '../../upstream/http';
import { OKX_RATE_LIMIT_CODES, OkxEnvelopeSchema, okxTime } from '../../rates/providers/venues/okx';
import { UpstreamError } from '../../upstream/types';
import type { BookLevel } from '../book-walk';
import { type DepthOptions, type DepthSource, type MarketBook, MarketNotListedError } from '../depth-source';

/**
 * OKX spot order books (decision 024): GET /api/v5/market/books?instId=BTC-USDT&sz=N, N at most
 * 400 (OKX's cap for this endpoint). Like every OKX answer it is an envelope {code, msg, data}:
 * code "0" is success, anything else a failure even under HTTP 200. data[0] holds asks and bids
 * as [price, size, "0" (deprecated), order count] strings and `ts`, the book's time in ms, which
 * is asOf. Code 51001 ("Instrument ID does not exist") means the market is not listed; 50011 and
 * 50013 (whether under HTTP 429 or 200) are 'rate-limited', OKX sending no Retry-After; other
 * codes are 'http', as for the tickers.
 */

/** Quotes OKX has spot books in, everywhere it operates (its USD books are regional). */
export const OKX_DEPTH_QUOTES: readonly string[] = ['USDT', 'USDC', 'BTC', 'EUR'];

export const OKX_MAX_DEPTH = 400;

const UNKNOWN_INSTRUMENT = '51001';

const LevelsSchema = z.array(z.array(z.string()).min(2));
/** data: [{ asks, bids, ts: "1597026383085" }] — one book per instId. */
const BooksSchema = z.array(z.object({ asks: LevelsSchema, bids: LevelsSchema, ts: z.string() })).min(1);

/** The `sz` to ask for `depth` levels a side. */
export function okxDepthSize(depth: number): number {
  return Math.min(depth >= 1 ? Math.floor(depth) : 1, OKX_MAX_DEPTH);
}

export function createOkxDepth(options: DepthOptions): DepthSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = {
    timeoutMs: options.timeoutMs,
    label: 'OKX',
    // 51001 normally comes under HTTP 200, but is read the same under a 4xx.
    noData: (_status: number, body: unknown) => (body as { code?: unknown } | undefined)?.code === UNKNOWN_INSTRUMENT,
  };

  return {
    id: 'okx',
    marketFor(baseCode, quoteCode) {
      const baseAsset = baseCode.toUpperCase();
      const quote = quoteCode.toUpperCase();
      if (!/^[A-Z0-9]+$/.test(baseAsset) || baseAsset === quote || !OKX_DEPTH_QUOTES.includes(quote)) return null;
      return `${baseAsset}-${quote}`;
    },
    async fetchBook(market, depth): Promise<MarketBook> {
      const sz = okxDepthSize(depth);
      const url = `${base}/api/v5/market/books?instId=${encodeURIComponent(market)}&sz=${sz}`;
      const envelope = await getJsonOrNull(url, OkxEnvelopeSchema, http);
      const receivedAt = new Date();
      if (envelope === null || envelope.code === UNKNOWN_INSTRUMENT) throw new MarketNotListedError('okx', market);
      if (envelope.code !== '0') {
        const what = `OKX answered code ${envelope.code}${envelope.msg ? ` (${envelope.msg})` : ''} for /api/v5/market/books`;
        throw new UpstreamError(OKX_RATE_LIMIT_CODES.has(envelope.code) ? 'rate-limited' : 'http', what, { status: 200 });
      }
      const books = BooksSchema.safeParse(envelope.data);
      if (!books.success) throw new UpstreamError('malformed', 'OKX sent an unexpected shape for /api/v5/market/books');
      const book = books.data[0]!;
      return {
        venue: 'okx',
        market,
        bids: levels(book.bids, sz),
        asks: levels(book.asks, sz),
        asOf: okxTime(book.ts, receivedAt),
        receivedAt,
      };
    },
  };
}

/** Levels as numbers, in the venue's order; an unreadable string stays NaN for the walk to skip. */
function levels(rows: readonly string[][], keep: number): BookLevel[] {
  return rows.slice(0, keep).map(([price, size]) => ({ price: Number(price), size: Number(size) }));
}
