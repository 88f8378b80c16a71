import { addDays, daysBetween } from '@shared/dates';
import { MAX_RANGE_DAYS } from '@shared/history-limits';
import { type HistoricalPriceResponse, HistoricalRangeResponseSchema } from '@shared/schemas/historical-response';
import { ConvertResponseSchema } from '@shared/schemas/convert-response';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, fetchJsonExplained } from '@/lib/api-client';
import { ExplainedError } from '../utils/explained-error';
import { USD } from '../utils/money';

/**
 * GET with the API's own explanation on failure. When the answer has none, the fallback throws
 * (it is only asked for on a failed answer) so the message stays translatable where shown.
 */
export const getOrExplain = (url: string) =>
  fetchJsonExplained(url, {}, (res) => {
    const status = res.status;
    throw new ExplainedError(msg`The price service answered ${status}. Please try again.`);
  });

export async function fetchHistoricalPrice(currency: string, date: string): Promise<HistoricalPriceResponse> {
  return (await getOrExplain(apiUrl('/api/historical-price', { currency, date }))) as HistoricalPriceResponse;
}

/**
 * The coin's live price in `base`. Spec §7: in USD the calculator asks /api/convert?from={id}&to=usd;
 * any other fiat is asked as the fixed-amount page does (conversion_type=crypto-to-fiat).
 */
export async function fetchCurrentPrice(currency: string, base: string = USD): Promise<{ price: number; asOf: string; stale: boolean; provider: string }> {
  const params = base === USD ? { from: currency, to: USD } : { from: currency, to: base, conversion_type: 'crypto-to-fiat' };
  const quote = ConvertResponseSchema.parse(await getOrExplain(apiUrl('/api/convert', params)));
  return { price: quote.rate, asOf: quote.asOf, stale: quote.stale, provider: quote.provider };
}

export function historicalRangeQuery(currency: string, from: string, to: string) {
  return queryOptions({
    queryKey: ['/api/historical-range', { currency, from, to }],
    queryFn: async () => HistoricalRangeResponseSchema.parse(await getOrExplain(apiUrl('/api/historical-range', { currency, from, to }))),
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

/** Daily USD prices over any range: one request per MAX_RANGE_DAYS piece; days no source knows are absent. */
export async function fetchUsdRange(currency: string, from: string, to: string): Promise<Map<string, UsdPoint>> {
  const pieces = await Promise.all(
    splitRange(from, to).map(async ([a, b]) =>
      HistoricalRangeResponseSchema.parse(await getOrExplain(apiUrl('/api/historical-range', { currency, from: a, to: b }))),
    ),
  );
  return new Map(pieces.flatMap((piece) => piece.points.map((p) => [p.date, { price: p.price, source: p.source }] as const)));
}

export const rangeDays = (from: string, to: string) => daysBetween(from, to) + 1;
