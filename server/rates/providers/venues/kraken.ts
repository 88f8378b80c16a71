import { z } from 'zod';
import { getJson } from '../../../upstream/http';
import { UpstreamError } from '../../../upstream/types';
import type { VenueOptions, VenueSource, VenueTicker, VenueTickers } from './types';
import { venueAsset } from './venue-markets';

/**
 * Kraken spot, a live source (decision 015): one GET /0/public/Ticker without `pair` returns every book (~400 KB);
 * asking for a list instead fails the whole request on one unknown pair. The body is always
 * `{ error: string[], result?: { [pairName]: { a, b, c, v, p, t, l, h, o } } }`: `c` = [last
 * trade price, lot volume], `a`/`b` = ask/bid [price, whole lot, lot], `v`,`p`,`t`,`l`,`h` =
 * [today, last 24 h], `o` = today's 00:00 UTC open (docs.kraken.com, Get Ticker Information).
 *
 * Names: result keys are pair names, and legacy assets keep their X/Z prefixes (XXBTZUSD,
 * XETHZUSD, USDTZUSD) while newer ones do not (SOLUSD, XDGUSD). For a base code A (venue-markets:
 * bitcoin is XBT, dogecoin XDG) the USD book is the first of `X${A}ZUSD`, `${A}ZUSD`, `${A}USD`
 * present as an exact key: never a prefix or substring match (ETHWUSD is not ETH, DOTUSDT not
 * DOTUSD). USD quotes only. Kraken sends no time: asOf is when the answer arrived. A book in
 * cancel_only shows last "0": returned as price 0 for the consensus to refuse.
 *
 * Failures: Kraken answers its own errors with HTTP 200 and entries in `error`, formatted
 * `<E|W><category>:<message>` (W = warning, not a failure). "EAPI:Rate limit exceeded" (and
 * "EGeneral:Too many requests", "EGeneral:Temporary lockout") → 'rate-limited'; any other E entry
 * ("EService:Unavailable", "EService:Busy", "EGeneral:Internal error", …) is the venue refusing
 * to serve → 'http', with no status since the HTTP status (200) says nothing; HTTP 429 →
 * 'rate-limited', other non-2xx → 'http' (status), and an unreadable body → 'malformed'.
 */

/** Kraken's answer: `result` is absent when `error` holds an error. */
const TickerResponseSchema = z.object({
  error: z.array(z.string()),
  result: z.record(z.string(), z.unknown()).optional(),
});

/** One book: only `c` (last trade) is read; one odd book elsewhere must not sink the rest. */
const BookSchema = z.object({ c: z.array(z.string()).min(1) });

const RATE_LIMIT_ERRORS = new Set(['EAPI:Rate limit exceeded', 'EGeneral:Too many requests', 'EGeneral:Temporary lockout']);

/** Kraken's USDT/USD book, as listed (legacy-style name) or, should it be renamed, without the Z. */
export const KRAKEN_USDT_USD_MARKETS = ['USDTZUSD', 'USDTUSD'] as const;

/** Candidate pair names of the USD book of base code `code`, in the order they are tried. */
export function krakenUsdMarkets(code: string): string[] {
  return [`X${code}ZUSD`, `${code}ZUSD`, `${code}USD`];
}

export function createKrakenVenue(options: VenueOptions): VenueSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: options.timeoutMs, label: 'Kraken' };

  return {
    id: 'kraken',
    name: 'Kraken',
    async fetchTickers(coinIds: readonly string[]): Promise<VenueTickers> {
      const body = await getJson(`${base}/0/public/Ticker`, TickerResponseSchema, http);
      const receivedAt = new Date();
      throwOnKrakenErrors(body.error);
      const books = body.result;
      if (!books) throw new UpstreamError('malformed', 'Kraken sent neither an error nor a result for /0/public/Ticker');

      const lastOf = (market: string): number | undefined => {
        if (!Object.hasOwn(books, market)) return undefined;
        const book = BookSchema.safeParse(books[market]);
        // A listed book without a readable last: kept as NaN for the consensus to refuse.
        return book.success ? Number(book.data.c[0]) : Number.NaN;
      };
      const find = (markets: readonly string[]) => {
        for (const market of markets) {
          const price = lastOf(market);
          if (price !== undefined) return { market, price };
        }
        return undefined;
      };

      const tickers: VenueTicker[] = [];
      for (const coinId of new Set(coinIds)) {
        const code = venueAsset(coinId, 'kraken');
        const book = code === undefined ? undefined : find(krakenUsdMarkets(code));
        if (book) tickers.push({ coinId, market: book.market, quote: 'USD', price: book.price, asOf: receivedAt });
      }
      const usdt = find(KRAKEN_USDT_USD_MARKETS);
      return {
        venue: 'kraken',
        receivedAt,
        tickers,
        markets: Object.keys(books),
        ...(usdt ? { usdtUsd: { price: usdt.price, asOf: receivedAt, market: usdt.market } } : {}),
      };
    },
  };
}

/** Whether Kraken's error entries say it is limiting requests (it answers them with HTTP 200). */
export function isKrakenRateLimit(entries: readonly string[]): boolean {
  return entries.some((entry) => RATE_LIMIT_ERRORS.has(entry));
}

/** Throws for the first error (E…) entry of an answer from `path`; warnings (W…) pass. */
export function throwOnKrakenErrors(entries: readonly string[], path = '/0/public/Ticker'): void {
  const errors = entries.filter((entry) => entry.startsWith('E'));
  if (errors.length === 0) return;
  const text = errors.join(', ');
  if (isKrakenRateLimit(errors)) throw new UpstreamError('rate-limited', `Kraken rate limited ${path} (${text})`);
  throw new UpstreamError('http', `Kraken refused ${path}: ${text}`);
}
