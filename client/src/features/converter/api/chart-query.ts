import { msg } from '@lingui/core/macro';
import { type ChartRange, ChartResponseSchema } from '@shared/schemas/chart-response';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl, type Failure } from '@/lib/api-client';

export type ChartParams = { from: string; to: string; range: ChartRange };

const MINUTE = 60_000;

/** The server's sentence for a chart it cannot serve (server/charts/chart-route.ts): ours to translate. */
const CHART_UNAVAILABLE_MESSAGE = 'The price chart is not available right now. Please try again in a minute.';
const CHART_UNAVAILABLE = msg`The price chart is not available right now. Please try again in a minute.`;

/** Our words when the server gave none, or gave exactly these; its other sentences are shown as sent. */
const explain = ({ sentence }: Failure) =>
  sentence === undefined || sentence === CHART_UNAVAILABLE_MESSAGE ? CHART_UNAVAILABLE : undefined;

/**
 * A pair's price chart (loaded with the chart's own chunk, never on the first load). Errors
 * carry the server's sentence ("…needs a live data connection") or ours; show them through
 * `errorText`.
 */
export function chartQuery(params: ChartParams) {
  return queryOptions({
    queryKey: ['/api/chart', params],
    queryFn: () => apiRequest(apiUrl('/api/chart', params), { schema: ChartResponseSchema, explain }),
    staleTime: params.range === '24h' ? MINUTE : 5 * MINUTE,
    // While another range loads, the last chart stays on screen (marked busy) instead of a blank.
    placeholderData: keepPreviousData,
  });
}
