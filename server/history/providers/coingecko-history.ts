import { z } from 'zod';
import { checkRange, DAY_S, dateToUnix, getJsonOrNull, isPrice, nearestDailyPrices } from './http';
import type { DailyPrice, HistorySource } from './types';

export type CoinGeckoHistoryOptions = {
  /** e.g. https://api.coingecko.com/api/v3 (no trailing slash needed). */
  baseUrl: string;
  apiKey?: string | undefined;
  plan: 'demo' | 'pro';
  timeoutMs: number;
};

const HistorySchema = z.object({
  market_data: z.object({ current_price: z.object({ usd: z.number().nullish() }).nullish() }).nullish(),
});

const RangeSchema = z.object({
  prices: z.array(z.tuple([z.number(), z.number().nullable()], z.unknown())),
});

/** CoinGecko's /history takes dd-mm-yyyy. */
export function toCoinGeckoDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

/** CoinGecko answers 404 {"error":"coin not found"} for an id it does not know. */
function unknownCoin(status: number, body: unknown): boolean {
  return status === 404 && typeof body === 'object' && body !== null && /not found/i.test(String((body as { error?: unknown }).error));
}

/**
 * CoinGecko: one day → /coins/{id}/history (the snapshot at 00:00 UTC); longer ranges → one
 * /coins/{id}/market_chart/range call, each point assigned to its nearest UTC midnight.
 * On the Demo/keyless plan anything older than 365 days fails with 401 (error_code 10012),
 * surfaced as UpstreamError 'http' status 401.
 */
export function createCoinGeckoHistorySource(options: CoinGeckoHistoryOptions): HistorySource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = {};
  if (options.apiKey) headers[options.plan === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'] = options.apiKey;
  const http = { timeoutMs: options.timeoutMs, headers, label: 'CoinGecko', noData: unknownCoin };

  async function oneDay(id: string, date: string): Promise<DailyPrice[]> {
    const params = new URLSearchParams({ date: toCoinGeckoDate(date), localization: 'false' });
    const body = await getJsonOrNull(`${base}/coins/${encodeURIComponent(id)}/history?${params}`, HistorySchema, http);
    const usd = body?.market_data?.current_price?.usd;
    return isPrice(usd) ? [{ date, priceUsd: usd }] : [];
  }

  async function range(id: string, from: string, to: string): Promise<DailyPrice[]> {
    // From 00:00 of the first day to 12 h into the last one: every point that can round to a date
    // in range, without reaching back before `from` (which could cross the 365-day window).
    const params = new URLSearchParams({
      vs_currency: 'usd',
      from: String(dateToUnix(from)),
      to: String(dateToUnix(to) + DAY_S / 2),
    });
    const body = await getJsonOrNull(`${base}/coins/${encodeURIComponent(id)}/market_chart/range?${params}`, RangeSchema, http);
    if (!body) return [];
    return nearestDailyPrices(
      body.prices.map(([ms, price]) => ({ ms, price: price ?? Number.NaN })),
      from,
      to,
    );
  }

  return {
    name: 'coingecko',
    async fetchDaily(coin, from, to) {
      checkRange(from, to);
      if (from > to) return [];
      return from === to ? oneDay(coin.id, from) : range(coin.id, from, to);
    },
    supports: () => true,
  };
}
