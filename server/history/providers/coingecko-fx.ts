import { z } from 'zod';
import { toCoinGeckoDate } from './coingecko-history';
import type { FxObservation, FxSource } from './fx-types';
import { checkRange, DAY_S, dateToUnix, getJsonOrNull, isPrice, nearestDailyPrices } from './http';

export type CoinGeckoFxOptions = {
  baseUrl: string;
  apiKey?: string | undefined;
  plan: 'demo' | 'pro';
  timeoutMs: number;
  /** Called before every request (spends the shared upstream budget; throws to refuse). */
  beforeCall?: () => void | Promise<void>;
};

export const COINGECKO_FX_SOURCE_NAME = 'CoinGecko';

/** The coin whose price in every vs currency gives the cross rates: the deepest markets. */
const REFERENCE_COIN = 'bitcoin';

const HistorySchema = z.object({
  market_data: z.object({ current_price: z.record(z.string(), z.number().nullable()).nullish() }).nullish(),
});

const RangeSchema = z.object({
  prices: z.array(z.tuple([z.number(), z.number().nullable()], z.unknown())),
});

/**
 * Exchange rates from CoinGecko, for currencies the ECB does not publish: Bitcoin's price in the
 * currency divided by its price in USD at the same instant. One day → /coins/bitcoin/history
 * (the 00:00 UTC snapshot, every vs currency at once); a range → two market_chart/range calls
 * (usd and the currency), joined by day. Only inside the plan's history window (401 outside).
 */
export function createCoinGeckoFxSource(options: CoinGeckoFxOptions): FxSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = {};
  if (options.apiKey) headers[options.plan === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'] = options.apiKey;
  const http = {
    timeoutMs: options.timeoutMs,
    headers,
    label: 'CoinGecko',
    noData: (status: number) => status === 404,
  };
  const get = async <T>(path: string, schema: z.ZodType<T>) => {
    await options.beforeCall?.();
    return getJsonOrNull(`${base}${path}`, schema, http);
  };

  async function oneDay(code: string, date: string): Promise<FxObservation[]> {
    const params = new URLSearchParams({ date: toCoinGeckoDate(date), localization: 'false' });
    const body = await get(`/coins/${REFERENCE_COIN}/history?${params}`, HistorySchema);
    const prices = body?.market_data?.current_price;
    const usd = prices?.usd;
    const local = prices?.[code];
    return isPrice(usd) && isPrice(local) ? [{ date, perUsd: local / usd }] : [];
  }

  async function series(vs: string, from: string, to: string) {
    const params = new URLSearchParams({ vs_currency: vs, from: String(dateToUnix(from)), to: String(dateToUnix(to) + DAY_S / 2) });
    const body = await get(`/coins/${REFERENCE_COIN}/market_chart/range?${params}`, RangeSchema);
    const points = (body?.prices ?? []).map(([ms, price]) => ({ ms, price: price ?? Number.NaN }));
    return new Map(nearestDailyPrices(points, from, to).map((p) => [p.date, p.priceUsd]));
  }

  async function range(code: string, from: string, to: string): Promise<FxObservation[]> {
    const usd = await series('usd', from, to);
    if (usd.size === 0) return [];
    const local = await series(code, from, to);
    const found: FxObservation[] = [];
    for (const [date, usdPrice] of usd) {
      const localPrice = local.get(date);
      if (localPrice !== undefined) found.push({ date, perUsd: localPrice / usdPrice });
    }
    return found;
  }

  return {
    name: COINGECKO_FX_SOURCE_NAME,
    lookbackDays: 0,
    // Every vs currency it quotes; a code it lacks simply gives no data.
    supports: (code) => /^[a-z]{3}$/.test(code),
    async fetchRates(code, from, to) {
      checkRange(from, to);
      if (from > to) return [];
      return from === to ? oneDay(code, from) : range(code, from, to);
    },
  };
}
