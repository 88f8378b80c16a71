// zod/mini: what the browser reads from /api/historical-fx and /api/convert-on-date
// (queries: historical-fx.ts).
import * as z from 'zod/mini';

/**
 * One calendar day's exchange rate: `perUsd` units of the currency per 1 USD, taken from the
 * latest working day on or before `date` (`rateDate`; reference rates are not published on
 * weekends and holidays).
 */
export const FxPointSchema = z.object({
  date: z.string(),
  perUsd: z.number().check(z.positive()),
  rateDate: z.string(),
  /** Who published that day's rate ("ECB via Frankfurter", "CoinGecko"; "USD" for usd). */
  source: z.string(),
});
export type FxPoint = z.infer<typeof FxPointSchema>;

/** GET /api/historical-fx: one point per calendar day found in [from, to], ascending. */
export const HistoricalFxResponseSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  points: z.array(FxPointSchema),
  /** Who published the rates, e.g. "ECB via Frankfurter", "CoinGecko"; ["USD"] for usd. */
  sources: z.array(z.string()),
});
export type HistoricalFxResponse = z.infer<typeof HistoricalFxResponseSchema>;

/** One side of a conversion on a past day: the USD value of one unit, and who gave it. */
export const ConvertOnDateLegSchema = z.object({
  currency: z.string(),
  usdPrice: z.number().check(z.positive()),
  /** Fiat legs only: the working day whose exchange rate was used. */
  rateDate: z.optional(z.string()),
  /** Fiat legs only: that rate as published, units per USD (`usdPrice` is 1 / perUsd). */
  perUsd: z.optional(z.number().check(z.positive())),
  source: z.string(),
});
export type ConvertOnDateLeg = z.infer<typeof ConvertOnDateLegSchema>;

/**
 * GET /api/convert-on-date: `rate` = legs[0].usdPrice / legs[1].usdPrice (units of `to` per
 * one `from`) on `date`. The same id on both sides gives rate 1 with no legs and no sources.
 */
export const ConvertOnDateResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  date: z.string(),
  rate: z.number().check(z.positive()),
  legs: z.array(ConvertOnDateLegSchema),
  sources: z.array(z.string()),
});
export type ConvertOnDateResponse = z.infer<typeof ConvertOnDateResponseSchema>;
