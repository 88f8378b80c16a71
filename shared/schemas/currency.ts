// zod/mini: the browser validates these wire types too, and mini keeps them a few KB.
import * as z from 'zod/mini';

export const CurrencyTypeSchema = z.enum(['crypto', 'fiat']);
export type CurrencyType = z.infer<typeof CurrencyTypeSchema>;

/** A currency as the API lists it: `id` is the upstream id (bitcoin, avalanche-2, usd). */
export const CurrencySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  /** Upper-case ticker: BTC, USD. */
  symbol: z.string().check(z.minLength(1)),
  /** Logo URL; empty when there is none (the UI shows a monogram). */
  image: z.string(),
  type: CurrencyTypeSchema,
  /** Market-cap rank (1 = biggest), where the upstream gives one; absent for fiat and bundled coins. */
  rank: z.optional(z.int().check(z.positive())),
  /** Market capitalisation in USD, where the upstream gives one. */
  marketCap: z.optional(z.number().check(z.nonnegative())),
  /** Coins in circulation, where the upstream gives a figure. */
  circulatingSupply: z.optional(z.number().check(z.nonnegative())),
  /**
   * The ticker this currency's pages use when it is not the lower-cased symbol: a coin whose
   * symbol belongs to a bigger coin (or an alias) is addressed by its id (/tokamak-network-to-usd).
   */
  urlTicker: z.optional(z.string().check(z.minLength(1))),
});
export type Currency = z.infer<typeof CurrencySchema>;

export const CurrencyListSchema = z.array(CurrencySchema);
