// zod/mini: what the browser reads from GET /api/convert (the query schema, with its
// error sentences, is server-only in convert.ts).
import * as z from 'zod/mini';
import { ExclusionSchema } from './exclusion';

export const CONVERSION_TYPES = ['crypto-to-fiat', 'crypto-to-crypto'] as const;
export const ConversionTypeSchema = z.enum(CONVERSION_TYPES);
export type ConversionType = z.infer<typeof ConversionTypeSchema>;

/**
 * Where a rate came from: `live` = fetched from the upstream within the freshness window;
 * `cached` = the last upstream price, older than that because the upstream is failing or
 * limiting us; `snapshot` = the bundled, dated price file.
 */
export const RateSourceSchema = z.enum(['live', 'cached', 'snapshot']);
export type RateSource = z.infer<typeof RateSourceSchema>;

/** Why a rate is not live, so the UI can say so in plain words. */
export const StaleReasonSchema = z.enum(['rate-limited', 'upstream-unavailable', 'not-configured']);
export type StaleReason = z.infer<typeof StaleReasonSchema>;

export const SourceSchema = z.object({
  leg: z.string(),
  name: z.string(),
  price: z.nullable(z.number()),
  asOf: z.nullable(z.string()),
  used: z.boolean(),
  /** Why it was left out, in English. */
  excludedReason: z.optional(z.string()),
  /** The same as data, for pages in other languages (absent in books stored before it existed). */
  exclusion: z.optional(ExclusionSchema),
});
export type Source = z.infer<typeof SourceSchema>;

export const ConvertResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  rate: z.number().check(z.nonnegative()),
  /** ISO 8601 time at which the upstream produced the prices. */
  asOf: z.string(),
  source: RateSourceSchema,
  stale: z.boolean(),
  staleReason: z.nullable(StaleReasonSchema),
  /** Who the data comes from, for attribution ("CoinGecko", or the snapshot's label). */
  provider: z.string(),
  /**
   * The pair's move over the 24 hours to `asOf` as a fraction (0.025 = +2.5 %); null when the
   * source gave none (the bundled snapshot). Optional: answers cached by older versions lack it.
   */
  change24h: z.optional(z.nullable(z.number())),
  /**
   * The live consensus (decision 015): every source asked for either leg of the pair, each with
   * `leg` (the currency id it prices) and `price` = the USD value of one unit of that currency by
   * that source (null when it gave none this window), whether the consensus used it, and why not.
   * Empty for the snapshot.
   */
  sources: z.optional(z.array(SourceSchema)),
  /** How many sources the weaker leg's consensus used, of how many asked (0 / 0 for the snapshot). */
  sourcesUsed: z.optional(z.number()),
  sourcesAsked: z.optional(z.number()),
  /** (highest − lowest) ÷ median of the used prices, both legs added: 0.0004 = 0.04 %. */
  spread: z.optional(z.number()),
});
export type ConvertResponse = z.infer<typeof ConvertResponseSchema>;

export const ApiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;
