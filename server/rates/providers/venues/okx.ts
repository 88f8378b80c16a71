import { z } from 'zod';
import { getJson } from '../../../upstream/http';
import { UpstreamError } from '../../../upstream/types';
import type { VenueOptions, VenueSource, VenueTicker, VenueTickers } from './types';
import { venueAsset } from './venue-markets';

/**
 * OKX spot, a live source (decision 015): one GET /api/v5/market/tickers?instType=SPOT returns every spot book
 * (20 requests per 2 s per IP). Every answer is an envelope {code, msg, data}: code "0" is
 * success, anything else is a failure even under HTTP 200. OKX documents its rate limit 50011
 * both as HTTP 429 ("Too Many Requests") and as HTTP 200 ("Rate limit reached…"), and 50013
 * ("Systems are busy") as 429: those are 'rate-limited', any other code is 'http'.
 *
 * Only `${CODE}-USDT` books are read (quote USDT); the -USDC, -USD and -BTC books are not used.
 * asOf is the ticker's own `ts` (ms, as a string), so a book that stopped trading looks old.
 */

export const OkxEnvelopeSchema = z.object({ code: z.string(), msg: z.string().optional(), data: z.unknown() });

/** data[]: { instType, instId: "BTC-USDT", last, lastSz, askPx, bidPx, open24h, …, ts: "1597026383085" } */
const TickersSchema = z.array(z.object({ instId: z.string(), last: z.string(), ts: z.string() }));

/** Envelope codes that mean "slow down", whatever the HTTP status they came with. */
export const OKX_RATE_LIMIT_CODES: ReadonlySet<string> = new Set(['50011', '50013']);

export const OKX_QUOTE = 'USDT';

export function okxMarket(coinId: string): string | undefined {
  const code = venueAsset(coinId, 'okx');
  return code && code !== OKX_QUOTE ? `${code}-${OKX_QUOTE}` : undefined;
}

export function createOkxVenue(options: VenueOptions): VenueSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: options.timeoutMs, label: 'OKX' };

  return {
    id: 'okx',
    name: 'OKX',
    async fetchTickers(coinIds: readonly string[]): Promise<VenueTickers> {
      const envelope = await getJson(`${base}/api/v5/market/tickers?instType=SPOT`, OkxEnvelopeSchema, http);
      const receivedAt = new Date();
      if (envelope.code !== '0') {
        const what = `OKX answered code ${envelope.code}${envelope.msg ? ` (${envelope.msg})` : ''} for /api/v5/market/tickers`;
        throw OKX_RATE_LIMIT_CODES.has(envelope.code)
          ? new UpstreamError('rate-limited', what, { status: 200 })
          : new UpstreamError('http', what, { status: 200 });
      }
      const rows = TickersSchema.safeParse(envelope.data);
      if (!rows.success) throw new UpstreamError('malformed', 'OKX sent an unexpected shape for /api/v5/market/tickers');

      const byInstId = new Map<string, { last: string; ts: string }>();
      for (const row of rows.data) if (!byInstId.has(row.instId)) byInstId.set(row.instId, row);

      const tickers: VenueTicker[] = [];
      for (const coinId of new Set(coinIds)) {
        const market = okxMarket(coinId);
        const row = market === undefined ? undefined : byInstId.get(market);
        if (market === undefined || row === undefined) continue;
        tickers.push({ coinId, market, quote: 'USDT', price: Number(row.last), asOf: okxTime(row.ts, receivedAt) });
      }
      return { venue: 'okx', receivedAt, tickers, markets: [...byInstId.keys()] };
    },
  };
}

/** `ts` in ms since the epoch; a missing or unreadable one falls back to when the answer arrived. */
export function okxTime(ts: string, receivedAt: Date): Date {
  if (!/^\d{1,15}$/.test(ts)) return receivedAt;
  return new Date(Number(ts));
}
