import { z } from 'zod';
import { getJsonOrNull } from '../../upstream/http';
import { UpstreamError } from '../../upstream/types';
import type { BookLevel } from '../book-walk';
import { type DepthOptions, type DepthSource, type MarketBook, MarketNotListedError } from '../depth-source';

/**
 * Coinbase Exchange's public order book (decision 024): one keyless GET
 * /products/{BASE-QUOTE}/book?level=2 per market. Level 2 aggregates each price into
 * [price, size, num_orders], price and size as decimal strings (level 1 is only the best price,
 * level 3 every single order and throttled). The answer has no depth parameter: whatever it
 * sends is cut to the depth asked, and only those levels are read. `time` is the book's own
 * (ISO 8601, milliseconds or microseconds). An unknown product is 404 {"message":"NotFound"}.
 */

export const COINBASE_BOOK_LEVEL = 2;

/** Quote assets of the Coinbase books the quote service may ask for. */
export const COINBASE_BOOK_QUOTES: readonly string[] = ['USD', 'EUR', 'GBP', 'USDT', 'USDC', 'BTC', 'ETH'];

/** Coinbase rejects requests without a User-Agent. */
const USER_AGENT = 'crypto-converter/0.1 (+quotes)';

/** Coinbase's asset codes: letters and digits ("BTC", "1INCH"); anything else is no product id. */
const ASSET_CODE = /^[A-Z0-9]+$/;

/** A decimal as Coinbase writes it ("97000.01", "0.00000001"). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** ISO 8601 with any number of fractional digits ("2021-02-12T01:09:23.334Z", "….334512Z"). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The sides are checked level by level only as far as the depth asked: a level-2 book can be
 * thousands of levels long, and levels past the depth are never used.
 */
const BookSchema = z.object({
  bids: z.array(z.unknown()),
  asks: z.array(z.unknown()),
  time: z.string().nullish(),
});

const LevelSchema = z.tuple([z.string().regex(DECIMAL), z.string().regex(DECIMAL)], z.unknown());

/** The book's time in ms, or undefined when `text` is not an ISO 8601 time. */
function bookTime(text: string): number | undefined {
  // Date.parse alone would also take "2025" or "March 7": only a full ISO time is the book's.
  if (!ISO_TIME.test(text)) return undefined;
  const ms = Date.parse(text); // microseconds are dropped
  return Number.isNaN(ms) ? undefined : ms;
}

function isNotFound(status: number, body: unknown): boolean {
  return status === 404 && typeof body === 'object' && body !== null && (body as { message?: unknown }).message === 'NotFound';
}

export function createCoinbaseDepth(options: DepthOptions): DepthSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = {
    timeoutMs: options.timeoutMs,
    label: 'Coinbase',
    headers: { 'user-agent': USER_AGENT },
    noData: isNotFound,
  };

  const readSide = (rows: readonly unknown[], keep: number, side: string, market: string): BookLevel[] =>
    rows.slice(0, keep).map((row) => {
      const level = LevelSchema.safeParse(row);
      if (!level.success) throw new UpstreamError('malformed', `Coinbase sent an unreadable ${side} level for ${market}`);
      // Zero, negative or overflowing values pass through: walkBook skips them.
      return { price: Number(level.data[0]), size: Number(level.data[1]) };
    });

  return {
    id: 'coinbase',

    marketFor(baseCode: string, quoteCode: string): string | null {
      const baseAsset = baseCode.trim().toUpperCase();
      const quoteAsset = quoteCode.trim().toUpperCase();
      if (!COINBASE_BOOK_QUOTES.includes(quoteAsset) || !ASSET_CODE.test(baseAsset) || baseAsset === quoteAsset) return null;
      return `${baseAsset}-${quoteAsset}`;
    },

    async fetchBook(market: string, depth: number): Promise<MarketBook> {
      const url = `${base}/products/${encodeURIComponent(market)}/book?level=${COINBASE_BOOK_LEVEL}`;
      const book = await getJsonOrNull(url, BookSchema, http);
      const receivedAt = new Date();
      if (book === null) throw new MarketNotListedError('coinbase', market);

      let asOf = receivedAt;
      if (book.time !== undefined && book.time !== null) {
        const ms = bookTime(book.time);
        // A time that cannot be read could hide a stale book: not taken as "now".
        if (ms === undefined) throw new UpstreamError('malformed', `Coinbase sent an unreadable book time for ${market}`);
        asOf = new Date(ms);
      }

      // NaN (no depth) keeps nothing; Infinity keeps all that was sent.
      const keep = Math.max(0, Math.floor(depth)) || 0;
      return {
        venue: 'coinbase',
        market,
        bids: readSide(book.bids, keep, 'bid', market),
        asks: readSide(book.asks, keep, 'ask', market),
        asOf,
        receivedAt,
      };
    },
  };
}
