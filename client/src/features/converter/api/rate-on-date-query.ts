import type { ConvertOnDateLeg, ConvertOnDateResponse } from '@shared/schemas/historical-fx-response';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, fetchJsonExplained } from '@/lib/api-client';
import { UNREADABLE_ANSWER_MESSAGE } from './error-text';

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

/** Errors: the server's sentence, or a stable English key; show them through `apiErrorText`. */
export async function fetchRateOnDate(params: RateOnDateParams): Promise<RateOnDate> {
  const body = await fetchJsonExplained(apiUrl('/api/convert-on-date', params));
  if (!isRateOnDate(body)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return body;
}

/** A past day's rate never changes: fetched once per visit. */
export function rateOnDateQuery(params: RateOnDateParams) {
  return queryOptions({
    queryKey: ['/api/convert-on-date', params],
    queryFn: () => fetchRateOnDate(params),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
