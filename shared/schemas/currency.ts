import { z } from 'zod';

export const CurrencyTypeSchema = z.enum(['crypto', 'fiat']);
export type CurrencyType = z.infer<typeof CurrencyTypeSchema>;

/** A currency as the API lists it: `id` is the upstream id (bitcoin, avalanche-2, usd). */
export const CurrencySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Upper-case ticker: BTC, USD. */
  symbol: z.string().min(1),
  /** Logo URL; empty when there is none (the UI shows a monogram). */
  image: z.string(),
  type: CurrencyTypeSchema,
});
export type Currency = z.infer<typeof CurrencySchema>;

export const CurrencyListSchema = z.array(CurrencySchema);
