import { z } from 'zod';

import { CONVERSION_TYPES } from './convert-response';
import { currencyIdParam } from './currency-id';

export * from './convert-response';

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
    bypass_cache: z.enum(['true', 'false'], { error: 'Parameter "bypass_cache" must be true or false.' }).optional(),
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
