import type { ConvertOnDateLeg, ConvertOnDateResponse } from '@shared/schemas/historical-fx-response';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl, guarded } from '@/lib/api-client';

/** One side of a past-day conversion: the USD value of one unit that day, and who said so. */
export type DateLeg = ConvertOnDateLeg;

/** GET /api/convert-on-date: a pair's rate on a past day (crypto price × that day's FX). */
export type RateOnDate = ConvertOnDateResponse;

export type RateOnDateParams = { from: string; to: string; date: string };

function isRateOnDate(value: unknown): value is RateOnDate {
  const body = value as Partial<RateOnDate> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof body.rate === 'number' &&
    Number.isFinite(body.rate) &&
    typeof body.date === 'string' &&
    Array.isArray(body.legs) &&
    body.legs.every((leg) => typeof leg?.usdPrice === 'number' && typeof leg.source === 'string') &&
    Array.isArray(body.sources)
  );
}

// A guard, not the zod schema: this chunk loads on the first use of a past date and stays small.
const rateOnDate = guarded(isRateOnDate);

/**
 * A past day's rate never changes: fetched once per visit. Errors carry the server's sentence or
 * `detail`; show them through `errorText`.
 */
export function rateOnDateQuery(params: RateOnDateParams) {
  return queryOptions({
    queryKey: ['/api/convert-on-date', params],
    queryFn: () => apiRequest(apiUrl('/api/convert-on-date', params), { schema: rateOnDate }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
