import { z } from 'zod';
import { checkRange, getJsonOrNull, isIsoDate, isPrice } from './http';
import type { FxObservation, FxSource } from './fx-types';

export type FrankfurterOptions = {
  /** e.g. https://api.frankfurter.dev (the client adds /v1). */
  baseUrl: string;
  timeoutMs: number;
};

export const FRANKFURTER_SOURCE_NAME = 'ECB via Frankfurter';

/**
 * Currencies in the ECB's reference rates (EUR itself included; RUB until 2022-03, BGN while
 * it has its own currency): asking for anything else would only cost a 404.
 */
export const ECB_CURRENCIES: ReadonlySet<string> = new Set(
  'eur aud bgn brl cad chf cny czk dkk gbp hkd huf idr ils inr isk jpy krw mxn myr nok nzd php pln ron rub sek sgd thb try zar'.split(' '),
);

/** The v1 time series; rates are rebased to USD by Frankfurter itself. */
const BodySchema = z.object({
  base: z.literal('USD'),
  rates: z.record(z.string(), z.record(z.string(), z.number())),
});

/** v1 answers 404 {"message":"not found"} when no rate matches (unknown code, no working day). */
function notFound(status: number, body: unknown): boolean {
  return (status === 404 || status === 422) && typeof body === 'object' && body !== null && 'message' in body;
}

/**
 * Frankfurter (the ECB's euro reference rates, rebased to USD), keyless. One time-series call
 * per range: GET /v1/{from}..{to}?base=USD&symbols=EUR → rates keyed by working day.
 */
export function createFrankfurterFxSource(options: FrankfurterOptions): FxSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: options.timeoutMs, label: 'Frankfurter', noData: notFound };

  return {
    name: FRANKFURTER_SOURCE_NAME,
    lookbackDays: 7,
    supports: (code) => ECB_CURRENCIES.has(code),
    async fetchRates(code, from, to): Promise<FxObservation[]> {
      checkRange(from, to);
      if (from > to || !ECB_CURRENCIES.has(code)) return [];
      const symbol = code.toUpperCase();
      const params = new URLSearchParams({ base: 'USD', symbols: symbol });
      const body = await getJsonOrNull(`${base}/v1/${from}..${to}?${params}`, BodySchema, http);
      if (!body) return [];
      const found: FxObservation[] = [];
      for (const [date, rates] of Object.entries(body.rates)) {
        const perUsd = rates[symbol];
        if (isIsoDate(date) && date >= from && date <= to && isPrice(perUsd)) found.push({ date, perUsd });
      }
      return found.sort((a, b) => (a.date < b.date ? -1 : 1));
    },
  };
}
