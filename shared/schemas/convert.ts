import { z } from 'zod';

export const ConversionTypeSchema = z.enum(['crypto-to-fiat', 'crypto-to-crypto']);
export type ConversionType = z.infer<typeof ConversionTypeSchema>;

const CURRENCY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

function currencyIdParam(name: 'from' | 'to') {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `Missing required parameter "${name}": give a currency id such as bitcoin or usd.`
          : `Parameter "${name}" must be given once, as text.`,
    })
    .trim()
    .toLowerCase()
    .regex(CURRENCY_ID, {
      error: `Parameter "${name}" is not a valid currency id: use lower-case letters, digits and dashes, such as bitcoin or usd.`,
    });
}

function conversionTypeParam(name: 'type' | 'conversion_type') {
  return z
    .enum(ConversionTypeSchema.options, {
      error: `Parameter "${name}" must be crypto-to-fiat or crypto-to-crypto.`,
    })
    .optional();
}

/**
 * Query of GET /api/convert. The converter sends `type`, the fixed-amount page
 * `conversion_type`, the calculator neither.
 */
export const ConvertQuerySchema = z
  .object({
    from: currencyIdParam('from'),
    to: currencyIdParam('to'),
    type: conversionTypeParam('type'),
    conversion_type: conversionTypeParam('conversion_type'),
    bypass_cache: z
      .enum(['true', 'false'], { error: 'Parameter "bypass_cache" must be true or false.' })
      .optional(),
  })
  .refine((q) => !(q.type && q.conversion_type && q.type !== q.conversion_type), {
    error: 'Parameters "type" and "conversion_type" disagree: give one of them.',
  })
  .transform((q) => ({
    from: q.from,
    to: q.to,
    type: q.type ?? q.conversion_type,
    bypassCache: q.bypass_cache === 'true',
  }));
export type ConvertQuery = z.infer<typeof ConvertQuerySchema>;

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

export const ConvertResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  rate: z.number().nonnegative(),
  /** ISO 8601 time at which the upstream produced the prices. */
  asOf: z.string(),
  source: RateSourceSchema,
  stale: z.boolean(),
  staleReason: StaleReasonSchema.nullable(),
  /** Who the data comes from, for attribution ("CoinGecko", or the snapshot's label). */
  provider: z.string(),
});
export type ConvertResponse = z.infer<typeof ConvertResponseSchema>;

export const ApiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;
