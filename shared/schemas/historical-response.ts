// zod/mini: what the browser reads from the historical endpoints (queries: historical.ts).
import * as z from 'zod/mini';

/** The USD price of a coin at 00:00 UTC of `date`, and which source gave it. */
export const HistoricalPriceResponseSchema = z.object({
  currency: z.string(),
  date: z.string(),
  price: z.number().check(z.nonnegative()),
  source: z.string(),
});
export type HistoricalPriceResponse = z.infer<typeof HistoricalPriceResponseSchema>;

export const HistoricalRangeResponseSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  /** One price per day, with the source that gave it (what an export cites for each figure). */
  points: z.array(z.object({ date: z.string(), price: z.number().check(z.nonnegative()), source: z.string() })),
  sources: z.array(z.string()),
});
export type HistoricalRangeResponse = z.infer<typeof HistoricalRangeResponseSchema>;
