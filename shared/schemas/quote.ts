import { z } from 'zod';
import { currencyIdParam } from './currency-id';
import { MAX_QUOTE_AMOUNT } from '../amount-limits';
import { QUOTE_PROBLEMS, QUOTE_STATUSES } from './quote-kinds';

/**
 * What a visitor would receive on each exchange for their own amount (docs/decisions/024): the
 * venue's public order book walked for the amount, less its taker fee. Deposit, withdrawal and
 * network fees and instant-buy spreads are not included.
 */

export const QuoteQuerySchema = z.object({
  from: currencyIdParam('from'),
  to: currencyIdParam('to'),
  amount: z
    .string({ error: 'Parameter "amount" is required: how much of "from" to convert.' })
    .regex(/^\d+(\.\d+)?$/, { error: 'Parameter "amount" must be a plain positive number, like 10000 or 0.5.' })
    .transform(Number)
    .refine((n) => n > 0, { error: 'Parameter "amount" must be above 0.' })
    .refine((n) => n <= MAX_QUOTE_AMOUNT, { error: 'Parameter "amount" is too large for any order book.' }),
});
export type QuoteQuery = z.infer<typeof QuoteQuerySchema>;

/** One market the order walked: buy (spending the quote on the asks) or sell (the base on the bids). */
export const QuoteLegSchema = z.object({
  market: z.string(),
  side: z.enum(['buy', 'sell']),
  /** Quote units per base unit over the fill. */
  averagePrice: z.number(),
  bestPrice: z.number(),
  feeRate: z.number(),
});
export type QuoteLeg = z.infer<typeof QuoteLegSchema>;

export const FeeSourceSchema = z.object({
  /** The account the rate is for, e.g. "lowest tier (under 10,000 USD of 30-day volume)". */
  tier: z.string(),
  /** Where the rate is published, or "AssetPairs" when read from the venue's own API. */
  url: z.string(),
  /** When the table's rate was last checked against that page (a year or a date). */
  checked: z.string(),
  /** 'api' when the venue's API gave the rate just now, 'table' when the fee table did. */
  from: z.enum(['api', 'table']),
});
export type FeeSource = z.infer<typeof FeeSourceSchema>;

/**
 * Why a venue has no quote, as data the page words in its own language (`reason` is the English).
 * `market` names the venue's market at fault; `ageMs` a stale book's age; `symbol` what is not listed.
 */
export const QuoteProblemSchema = z.object({
  kind: z.enum(QUOTE_PROBLEMS),
  market: z.string().optional(),
  ageMs: z.number().optional(),
  symbol: z.string().optional(),
});
export type QuoteProblem = z.infer<typeof QuoteProblemSchema>;

export const VenueQuoteSchema = z.object({
  venue: z.string(),
  /** As visitors know it: "Coinbase", "Kraken"… */
  name: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** What the visitor would receive, in `to`, after the taker fee; null unless status is ok. */
  receive: z.number().nullable(),
  /** `to` per one `from` over the whole order, before the fee. */
  averagePrice: z.number().nullable(),
  /** The taker fee as a fraction (0.004 = 0.4 %); with two legs, their combined rate. */
  feeRate: z.number().nullable(),
  /** The fee in `to`. */
  fee: z.number().nullable(),
  feeSource: FeeSourceSchema.nullable(),
  /** How far the average fill is from the books' best prices, a positive fraction. */
  slippage: z.number().nullable(),
  /** receive ÷ (amount × mid) − 1: below zero when the visitor gets less than the consensus mid. */
  vsMid: z.number().nullable(),
  /** The oldest book's time (ISO); null when no book was read. */
  bookAsOf: z.string().nullable(),
  /** The venue's markets in order, e.g. ["EUR-USD", "BTC-USD"] through USD. */
  route: z.array(z.string()),
  legs: z.array(QuoteLegSchema),
  /** With status insufficient-depth: the part of `amount`, in `from`, that the fetched depth covers. */
  coveredAmount: z.number().optional(),
  /** Why a venue has no quote, in plain words. */
  reason: z.string().optional(),
  problem: QuoteProblemSchema.optional(),
});
export type VenueQuote = z.infer<typeof VenueQuoteSchema>;

export const QuoteResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  amount: z.number(),
  /** The consensus mid (`to` per `from`) the venues are compared with, and its time. */
  mid: z.number(),
  asOf: z.string(),
  /** Best first: ok quotes by what the visitor receives, then the rest. */
  venues: z.array(VenueQuoteSchema),
  /** What the figures leave out, in one sentence. */
  excludes: z.string(),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

export const QUOTE_EXCLUDES = 'Deposit, withdrawal and network fees and the spreads of instant-buy services are not included.';
