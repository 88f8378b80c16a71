import { z } from 'zod';

import { CONVERSION_TYPES } from './convert-response';

export * from './convert-response';

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
    .enum(CONVERSION_TYPES, {
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
