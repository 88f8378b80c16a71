import { msg } from '@lingui/core/macro';
import { addDays, daysBetween } from '@shared/dates';
import { MAX_RANGE_DAYS } from '@shared/history-limits';
import { ConvertResponseSchema } from '@shared/schemas/convert-response';
import { HistoricalPriceResponseSchema, HistoricalRangeResponseSchema } from '@shared/schemas/historical-response';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl, type Failure } from './api-client';

/** The calculator's default currency, asked as /api/convert's plain USD pair. */
const USD = 'usd';

/** Our words when the price service fails without a sentence of its own. */
export const explainPriceFailure = ({ status, sentence }: Failure) =>
  sentence === undefined ? msg`The price service answered ${status}. Please try again.` : undefined;

const getPrices = <T>(url: string, schema: { parse: (body: unknown) => T }) => apiRequest(url, { schema, explain: explainPriceFailure });

// A calculation asks for its prices when the visitor presses Calculate: at once, and a failure is
// said, never held until the browser reports "online" (the mutation itself already waits for that).
/** A coin's USD price at 00:00 UTC of a past day: it never changes. */
export function historicalPriceQuery(currency: string, date: string) {
  return queryOptions({
    queryKey: ['/api/historical-price', { currency, date }],
    queryFn: () => getPrices(apiUrl('/api/historical-price', { currency, date }), HistoricalPriceResponseSchema),
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });
}

/**
 * The coin's live price in `base`, asked anew for every calculation. In USD the calculator asks
 * /api/convert?from={id}&to=usd; any other fiat is asked as the fixed-amount page does
 * (conversion_type=crypto-to-fiat).
 */
export function currentPriceQuery(currency: string, base: string = USD) {
  const params = base === USD ? { from: currency, to: USD } : { from: currency, to: base, conversion_type: 'crypto-to-fiat' };
  return queryOptions({
    queryKey: ['/api/convert', params],
    queryFn: async () => {
      const quote = await getPrices(apiUrl('/api/convert', params), ConvertResponseSchema);
      return { price: quote.rate, asOf: quote.asOf, stale: quote.stale, provider: quote.provider };
    },
    staleTime: 0,
    networkMode: 'always',
  });
}

/** Daily USD prices of [from, to] in one request (at most MAX_RANGE_DAYS days). */
export function historicalRangeQuery(currency: string, from: string, to: string) {
  return queryOptions({
    queryKey: ['/api/historical-range', { currency, from, to }],
    queryFn: () => getPrices(apiUrl('/api/historical-range', { currency, from, to }), HistoricalRangeResponseSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** [from, to] cut into consecutive pieces of at most `maxDays` days each. */
export function splitRange(from: string, to: string, maxDays: number = MAX_RANGE_DAYS): [string, string][] {
  const pieces: [string, string][] = [];
  for (let start = from; start <= to; start = addDays(start, maxDays)) {
    const end = addDays(start, maxDays - 1);
    pieces.push([start, end < to ? end : to]);
  }
  return pieces;
}

/** A day's USD price and the source that gave it. */
export type UsdPoint = { price: number; source: string };

/** Daily USD prices over any range: one range query per MAX_RANGE_DAYS piece; days no source knows are absent. */
export async function fetchUsdRange(client: QueryClient, currency: string, from: string, to: string): Promise<Map<string, UsdPoint>> {
  const pieces = await Promise.all(
    splitRange(from, to).map(([a, b]) => client.fetchQuery({ ...historicalRangeQuery(currency, a, b), networkMode: 'always' })),
  );
  return new Map(pieces.flatMap((piece) => piece.points.map((p) => [p.date, { price: p.price, source: p.source }] as const)));
}

export const rangeDays = (from: string, to: string) => daysBetween(from, to) + 1;
