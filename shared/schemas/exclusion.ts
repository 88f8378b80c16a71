// Why a source's price was left out of a consensus, as data: the API sends it beside the English
// `excludedReason`, so every page can word it in its own language (decision 017).
import * as z from 'zod/mini';

export const ExclusionSchema = z.discriminatedUnion('kind', [
  /** The source limited our requests, or our own budget for it ran out, this minute. */
  z.object({ kind: z.literal('rate-limited') }),
  z.object({ kind: z.literal('timeout') }),
  z.object({ kind: z.literal('malformed') }),
  z.object({ kind: z.literal('unreachable') }),
  z.object({ kind: z.literal('no-answer') }),
  /** An HTTP error status; 451 means the venue refuses the server's region. */
  z.object({ kind: z.literal('http'), status: z.nullable(z.number()) }),
  z.object({ kind: z.literal('not-positive') }),
  /** Older than the freshness window while fresher prices exist. */
  z.object({ kind: z.literal('stale'), ageMs: z.number() }),
  /** Signed relative distance from the median of the others. */
  z.object({ kind: z.literal('outlier'), deviation: z.number() }),
  /** Signed relative distance from the ECB's reference rate. */
  z.object({ kind: z.literal('reference'), deviation: z.number() }),
  /** A USDT-quoted price with no USDT/USD rate to turn it into dollars. */
  z.object({ kind: z.literal('no-usdt') }),
  /** A USDT-quoted price while USDT is too far from 1 USD. */
  z.object({ kind: z.literal('usdt-depeg'), usdtUsd: z.number(), limit: z.number() }),
]);
export type Exclusion = z.infer<typeof ExclusionSchema>;
