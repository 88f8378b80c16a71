import { z } from 'zod';
import { CHART_RANGES, DEFAULT_CHART_RANGE } from './chart-response';
import { currencyIdParam } from './currency-id';

export * from './chart-response';

/** Query of GET /api/chart: a pair of currency ids and a range (7d when left out). */
export const ChartQuerySchema = z.object({
  from: currencyIdParam('from'),
  to: currencyIdParam('to'),
  range: z.enum(CHART_RANGES, { error: `Parameter "range" must be one of ${CHART_RANGES.join(', ')}.` }).default(DEFAULT_CHART_RANGE),
});
export type ChartQuery = z.infer<typeof ChartQuerySchema>;
