import type { ConversionType, ConvertResponse } from '@shared/schemas/convert-response';
import { isConvertResponse } from '@shared/schemas/guards';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiUrl, UNREACHABLE_MESSAGE } from '@/lib/api-client';

export type RateParams = { from: string; to: string; type: ConversionType };

/**
 * Spec §8: the thrown message; "rate limited" in it switches the panel to the rate-limit text.
 * English, as code compares it; `apiErrorText` translates it where shown.
 */
export const RATE_ERROR_MESSAGE = 'Network response was not ok';

export async function fetchRate(params: RateParams, { bypassCache = false } = {}): Promise<ConvertResponse> {
  const url = apiUrl('/api/convert', {
    from: params.from,
    to: params.to,
    type: params.type,
    bypass_cache: bypassCache ? 'true' : undefined,
  });
  let res: Response;
  try {
    res = await apiFetch(url, { credentials: 'include' });
  } catch {
    // Offline, or the server is unreachable: say so instead of the browser's "Failed to fetch".
    throw new Error(UNREACHABLE_MESSAGE);
  }
  if (!res.ok) throw new Error(res.status === 429 ? `${RATE_ERROR_MESSAGE}: rate limited` : RATE_ERROR_MESSAGE);
  const body: unknown = await res.json();
  if (!isConvertResponse(body)) throw new Error(RATE_ERROR_MESSAGE);
  return body;
}

const MINUTE = 60 * 1000;

/**
 * Spec §9: a rate is fresh for 1 minute. The footer promises updates every minute, so a visible
 * page refetches each minute (TanStack pauses the interval while the tab is hidden).
 */
export function rateQuery(params: RateParams) {
  return queryOptions({
    queryKey: ['/api/convert', params],
    queryFn: () => fetchRate(params),
    staleTime: MINUTE,
    refetchInterval: MINUTE,
  });
}
