import { type ChartRange, ChartResponseSchema } from '@shared/schemas/chart-response';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiUrl, fetchJsonExplained } from '@/lib/api-client';
import { CHART_UNAVAILABLE_MESSAGE } from './error-text';

export type ChartParams = { from: string; to: string; range: ChartRange };

const MINUTE = 60_000;

/**
 * A pair's price chart (loaded with the chart's own chunk, never on the first load). Errors
 * carry the server's sentence ("…needs a live data connection", "…not available right now");
 * show them through `apiErrorText`.
 */
export function chartQuery(params: ChartParams) {
  return queryOptions({
    queryKey: ['/api/chart', params],
    queryFn: async () =>
      ChartResponseSchema.parse(
        await fetchJsonExplained(apiUrl('/api/chart', params), {}, () => CHART_UNAVAILABLE_MESSAGE),
      ),
    staleTime: params.range === '24h' ? MINUTE : 5 * MINUTE,
    // While another range loads, the last chart stays on screen (marked busy) instead of a blank.
    placeholderData: keepPreviousData,
  });
}
