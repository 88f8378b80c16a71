import { msg } from '@lingui/core/macro';
import type { ConversionType, ConvertResponse } from '@shared/schemas/convert-response';
import { isConvertResponse } from '@shared/schemas/guards';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl, guarded } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { RATE_FRESH_MS, RATE_QUERY_ROOT } from './rate-freshness';

export type RateParams = { from: string; to: string; type: ConversionType };

/**
 * What the rate panel says of any failed answer, whatever the server's own words; a 429 (see
 * `isRateLimited`) switches it to the rate-limit text.
 */
const RATE_ERROR = msg`Network response was not ok`;
const rateError = () => RATE_ERROR;
const convertResponse = guarded(isConvertResponse);

export function fetchRate(params: RateParams, { bypassCache = false } = {}): Promise<ConvertResponse> {
  const url = apiUrl('/api/convert', {
    from: params.from,
    to: params.to,
    type: params.type,
    bypass_cache: bypassCache ? 'true' : undefined,
  });
  return apiRequest(url, { schema: convertResponse, explain: rateError, unreadable: RATE_ERROR });
}

/** The API limited our requests: the panel says so instead of the error. */
export const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

/**
 * The product spec: a rate is fresh for 1 minute. The footer promises updates every minute, so a visible
 * page refetches each minute (TanStack pauses the interval while the tab is hidden).
 */
export function rateQuery(params: RateParams) {
  return queryOptions({
    queryKey: [RATE_QUERY_ROOT, params],
    queryFn: () => fetchRate(params),
    staleTime: RATE_FRESH_MS,
    refetchInterval: RATE_FRESH_MS,
  });
}
