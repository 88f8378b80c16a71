import { z } from 'zod';
import { isBitstampRateLimit } from '../../rates/providers/venues/bitstamp';
import { getJsonOrNull } from '../../upstream/http';
import { UpstreamError } from '../../upstream/types';
import type { BookLevel } from '../book-walk';
import { type DepthOptions, type DepthSource, type MarketBook, MarketNotListedError } from '../depth-source';

/**
 * Bitstamp's public order book (decision 024): GET /api/v2/order_book/{market}/ answers
 * `{ timestamp: "1733300000", microtimestamp: "1733300000123456", bids: [["price", "amount"], …],
 * asks: […] }`, every figure a decimal string, bids best (highest) first and asks best (lowest)
 * first. The endpoint has no depth parameter and sends the whole book, so we ask for `group=1`
 * (one level per price, not one per order: group=2 adds order ids) and keep the first `depth`
 * levels; only those are validated, so a deep book costs a JSON parse and nothing more.
 *
 * Markets are the lower-case concatenation of base and quote ("btcusd", "etheur", "ethbtc").
 * asOf is microtimestamp (µs), else timestamp (s), else the arrival time. Levels are passed
 * through as sent (a crossed book included); walkBook skips levels it cannot trade against.
 *
 * Failures, as the ticker client (bitstamp.ts) maps them, plus: HTTP 404 (Bitstamp's HTML
 * "not found" page, or a JSON error) is the venue not having the market → MarketNotListedError.
 */

export const BITSTAMP_ORDER_BOOK_PATH = '/api/v2/order_book/';
/** Quotes Bitstamp's markets use, in asset codes. */
export const BITSTAMP_DEPTH_QUOTES: readonly string[] = ['USD', 'EUR', 'GBP', 'USDT', 'USDC', 'BTC'];

const Figure = z.union([z.string(), z.number()]);
// Levels stay unknown here: a full book has thousands, and only the first `depth` are read.
const BookSchema = z.object({
  timestamp: Figure.nullish(),
  microtimestamp: Figure.nullish(),
  bids: z.array(z.unknown()),
  asks: z.array(z.unknown()),
});
const ErrorBodySchema = z.union([z.looseObject({ status: z.literal('error') }), z.looseObject({ error: z.unknown() })]);
const ResponseSchema = z.union([BookSchema, ErrorBodySchema]);
type Book = z.infer<typeof BookSchema>;
const isBook = (body: z.infer<typeof ResponseSchema>): body is Book => Array.isArray(body.bids) && Array.isArray(body.asks);
// [price, amount], anything after (an order id under group=2) ignored.
const LevelSchema = z.tuple([Figure, Figure]).rest(z.unknown());

/** The market name for a base (venue spelling, venueAsset()) and a quote code, or null. */
export function bitstampDepthMarket(baseCode: string, quoteCode: string): string | null {
  const base = baseCode.toUpperCase();
  const quote = quoteCode.toUpperCase();
  if (!BITSTAMP_DEPTH_QUOTES.includes(quote) || base === quote) return null;
  // The name goes into the path: nothing but letters and digits.
  if (!/^[A-Z0-9]+$/.test(base)) return null;
  return `${base}${quote}`.toLowerCase();
}

function readLevels(levels: readonly unknown[], depth: number): BookLevel[] | null {
  const read: BookLevel[] = [];
  for (const level of levels.slice(0, depth)) {
    const parsed = LevelSchema.safeParse(level);
    if (!parsed.success) return null;
    read.push({ price: Number(parsed.data[0]), size: Number(parsed.data[1]) });
  }
  return read;
}

/** The book's own time: microtimestamp (µs) when usable, else timestamp (s), else `fallback`. */
function bookTime(book: Book, fallback: Date): Date {
  const micro = Number(book.microtimestamp ?? Number.NaN);
  if (Number.isFinite(micro) && micro > 0) return new Date(Math.floor(micro / 1000));
  const seconds = Number(book.timestamp ?? Number.NaN);
  if (Number.isFinite(seconds) && seconds > 0) return new Date(seconds * 1000);
  return fallback;
}

export function createBitstampDepth(options: DepthOptions): DepthSource {
  const base = options.baseUrl.replace(/\/+$/, '');

  return {
    id: 'bitstamp',
    marketFor: bitstampDepthMarket,
    async fetchBook(market: string, depth: number): Promise<MarketBook> {
      const path = `${BITSTAMP_ORDER_BOOK_PATH}${encodeURIComponent(market)}/`;
      const levels = depth > 0 ? Math.floor(depth) : 0;
      let refused: { reason: 'not-listed' | 'rate-limited'; status: number } | undefined;
      const body = await getJsonOrNull(`${base}${path}?group=1`, ResponseSchema, {
        timeoutMs: options.timeoutMs,
        label: 'Bitstamp',
        // Two non-2xx answers are not plain 'http' failures: its rate-limit error, and 404 for a pair it lacks.
        noData: (status, errorBody) => {
          if (isBitstampRateLimit(errorBody)) refused = { reason: 'rate-limited', status };
          else if (status === 404) refused = { reason: 'not-listed', status };
          return refused !== undefined;
        },
      });
      const receivedAt = new Date();
      if (body === null) {
        if (refused?.reason === 'not-listed') throw new MarketNotListedError('bitstamp', market);
        throw new UpstreamError('rate-limited', `Bitstamp rate limited ${path}`, refused ? { status: refused.status } : {});
      }
      if (!isBook(body)) {
        if (isBitstampRateLimit(body)) throw new UpstreamError('rate-limited', `Bitstamp rate limited ${path}`, { status: 200 });
        throw new UpstreamError('http', `Bitstamp refused ${path}: ${JSON.stringify(body).slice(0, 200)}`);
      }

      const bids = readLevels(body.bids, levels);
      const asks = readLevels(body.asks, levels);
      if (!bids || !asks) throw new UpstreamError('malformed', `Bitstamp sent an unreadable level for ${path}`);
      return { venue: 'bitstamp', market, bids, asks, asOf: bookTime(body, receivedAt), receivedAt };
    },
  };
}
