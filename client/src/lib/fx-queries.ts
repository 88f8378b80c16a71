import type { HistoricalFxResponse } from '@shared/schemas/historical-fx-response';
import { HistoricalFxResponseSchema } from '@shared/schemas/historical-fx-response';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl } from './api-client';
import { explainPriceFailure, splitRange } from './price-queries';

export type FxRate = { perUsd: number; rateDate: string; source: string };
export type FxSeries = { rates: Map<string, FxRate>; sources: string[] };

/**
 * GET /api/historical-fx: the fiat's units per USD on each day of [from, to] (the reference rate
 * of that day, or of the last working day before it: `rateDate`), in one request (at most
 * MAX_RANGE_DAYS days).
 */
export function historicalFxQuery(currency: string, from: string, to: string) {
  return queryOptions({
    queryKey: ['/api/historical-fx', { currency, from, to }],
    queryFn: () =>
      apiRequest(apiUrl('/api/historical-fx', { currency, from, to }), {
        schema: HistoricalFxResponseSchema,
        explain: explainPriceFailure,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The answers' days by date, and every source named. */
export function fxSeries(pieces: HistoricalFxResponse[]): FxSeries {
  return {
    rates: new Map(
      pieces.flatMap((piece) => piece.points.map((p) => [p.date, { perUsd: p.perUsd, rateDate: p.rateDate, source: p.source }] as const)),
    ),
    sources: [...new Set(pieces.flatMap((piece) => piece.sources))],
  };
}

/** Any range's rates, in MAX_RANGE_DAYS pieces. */
export async function fetchFxSeries(client: QueryClient, currency: string, from: string, to: string): Promise<FxSeries> {
  // As the calculation's other prices (prices.ts): asked at once.
  return fxSeries(
    await Promise.all(
      splitRange(from, to).map(([a, b]) => client.fetchQuery({ ...historicalFxQuery(currency, a, b), networkMode: 'always' })),
    ),
  );
}
