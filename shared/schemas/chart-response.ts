// zod/mini: what the browser reads from GET /api/chart (the query schema, with its error
// sentences, is server-only in chart.ts).
import * as z from 'zod/mini';

/** The ranges a pair chart offers, shortest first; the page opens on 7d. */
export const CHART_RANGES = ['24h', '7d', '30d', '1y', 'max'] as const;
export const ChartRangeSchema = z.enum(CHART_RANGES);
export type ChartRange = z.infer<typeof ChartRangeSchema>;
export const DEFAULT_CHART_RANGE: ChartRange = '7d';

/** Most points one answer carries: plenty for a chart a few hundred pixels wide. */
export const MAX_CHART_POINTS = 400;

export const ChartResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  range: ChartRangeSchema,
  /** [unix ms, price of one `from` in `to`], oldest first; the last one is the latest price. */
  points: z.array(z.tuple([z.number(), z.number().check(z.positive())])),
  /** Who the data comes from, for attribution. */
  source: z.string(),
  /** ISO 8601 time of the latest point (when the upstream produced it). */
  asOf: z.string(),
});
export type ChartResponse = z.infer<typeof ChartResponseSchema>;
