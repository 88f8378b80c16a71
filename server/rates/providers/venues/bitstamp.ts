import { z } from 'zod';
import { getJsonOrNull } from '../../../upstream/http';
import { UpstreamError } from '../../../upstream/types';
import type { VenueOptions, VenueSource, VenueTicker, VenueTickers } from './types';
import { venueAsset } from './venue-markets';

/**
 * Bitstamp, a live source (decision 015): one GET /api/v2/ticker/ (no pair: every market, ~90 KB) answers an array
 * of `{ pair: "BTC/USD", last, bid, ask, open, high, low, volume, vwap, open_24,
 * percent_change_24, side, timestamp, … }`, every figure a decimal string and `timestamp` Unix
 * seconds as a string (ccxt bitstamp fetchTickers; dYdX slinky's Bitstamp provider).
 *
 * Only `${CODE}/USD` books are read (quote USD), matched exactly; "USDT/USD" is the venue's
 * USDT/USD rate. asOf is the book's own timestamp, so a venue that stopped updating shows its age.
 * A last of "0" is returned as price 0 for the consensus to refuse.
 *
 * Failures: Bitstamp's errors are JSON `{ status: "error", reason, response_code: "400.xxx" }`
 * (older answers: `code`, or `{ error: "…" }` as in its maintenance notice). Its limit is 400
 * requests/s and 10,000 per 10 minutes; over it, the code documented as "request rejected due
 * to exceeded rate limit" is 400.002 [HTTP status not confirmed in a stored copy]. So: HTTP 429,
 * or any answer whose error body carries 400.002 or a reason mentioning a rate limit →
 * 'rate-limited'; other non-2xx → 'http' (status); an error body with HTTP 200 → 'http'; an
 * unreadable body → 'malformed'.
 */

const Figure = z.union([z.string(), z.number()]).nullish();
const TickerRowSchema = z.object({ pair: z.string(), last: Figure, timestamp: Figure });
const ErrorBodySchema = z.union([
  z.object({
    status: z.literal('error'),
    reason: z.unknown().optional(),
    response_code: z.string().optional(),
    code: z.string().optional(),
  }),
  z.object({ error: z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())]) }),
]);
const TickerResponseSchema = z.union([z.array(TickerRowSchema), ErrorBodySchema]);

export const BITSTAMP_TICKER_PATH = '/api/v2/ticker/';
export const BITSTAMP_USDT_USD = 'USDT/USD';
const RATE_LIMIT_CODE = '400.002';

export function bitstampMarket(coinId: string): string | undefined {
  const code = venueAsset(coinId, 'bitstamp');
  return code === undefined ? undefined : `${code}/USD`;
}

/** Whether a (parsed) error body is Bitstamp's rate-limit refusal. */
export function isBitstampRateLimit(body: unknown): boolean {
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return false;
  const error = parsed.data;
  if ('status' in error && (error.response_code === RATE_LIMIT_CODE || error.code === RATE_LIMIT_CODE)) return true;
  return /rate limit|too many requests/i.test(JSON.stringify(error));
}

export function createBitstampVenue(options: VenueOptions): VenueSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const rateLimited = (status?: number) =>
    new UpstreamError('rate-limited', `Bitstamp rate limited ${BITSTAMP_TICKER_PATH}`, status === undefined ? {} : { status });

  return {
    id: 'bitstamp',
    name: 'Bitstamp',
    async fetchTickers(coinIds: readonly string[]): Promise<VenueTickers> {
      let limitedStatus: number | undefined;
      const body = await getJsonOrNull(`${base}${BITSTAMP_TICKER_PATH}`, TickerResponseSchema, {
        timeoutMs: options.timeoutMs,
        label: 'Bitstamp',
        // A non-2xx answer whose body is the rate-limit error resolves null, then rejects as 'rate-limited'.
        noData: (status, errorBody) => {
          limitedStatus = status;
          return isBitstampRateLimit(errorBody);
        },
      });
      const receivedAt = new Date();
      if (body === null) throw rateLimited(limitedStatus);
      if (!Array.isArray(body)) {
        if (isBitstampRateLimit(body)) throw rateLimited(200);
        throw new UpstreamError('http', `Bitstamp refused ${BITSTAMP_TICKER_PATH}: ${JSON.stringify(body).slice(0, 200)}`);
      }

      const byPair = new Map<string, z.infer<typeof TickerRowSchema>>();
      for (const row of body) if (!byPair.has(row.pair)) byPair.set(row.pair, row);
      const read = (market: string) => {
        const row = byPair.get(market);
        if (!row) return undefined;
        const seconds = Number(row.timestamp ?? Number.NaN);
        const asOf = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : receivedAt;
        return { market, price: Number(row.last ?? Number.NaN), asOf };
      };

      const tickers: VenueTicker[] = [];
      for (const coinId of new Set(coinIds)) {
        const market = bitstampMarket(coinId);
        const book = market === undefined ? undefined : read(market);
        if (book) tickers.push({ coinId, quote: 'USD', ...book });
      }
      const usdtUsd = read(BITSTAMP_USDT_USD);
      return { venue: 'bitstamp', receivedAt, tickers, markets: [...byPair.keys()], ...(usdtUsd ? { usdtUsd } : {}) };
    },
  };
}
