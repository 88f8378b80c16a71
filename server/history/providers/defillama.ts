import { z } from 'zod';
import { checkRange, daysBetween, dateToUnix, dateWindows, getJson, isPrice, nearestDailyPrices } from './http';
import type { DailyPrice, HistorySource } from './types';

export type DefiLlamaHistoryOptions = {
  /** e.g. https://coins.llama.fi */
  baseUrl: string;
  timeoutMs: number;
};

/** Daily points asked for per /chart request. */
export const DEFILLAMA_MAX_SPAN = 500;

const HistoricalSchema = z.object({
  coins: z.record(z.string(), z.object({ price: z.number().nullish(), timestamp: z.number().nullish() })),
});

const ChartSchema = z.object({
  coins: z.record(z.string(), z.object({ prices: z.array(z.object({ timestamp: z.number(), price: z.number().nullable() })) })),
});

/** The entry for `key`, or the only entry when DefiLlama spelled the key differently. */
function entryFor<V>(coins: Record<string, V>, key: string): V | undefined {
  const values = Object.values(coins);
  return coins[key] ?? (values.length === 1 ? values[0] : undefined);
}

/**
 * DefiLlama coins API, keyed by CoinGecko id (`coingecko:{id}`). One day → /prices/historical at
 * 00:00 UTC with a ±6 h search width; ranges → /chart with period 1d in sequential pages of
 * ≤500 days, each point assigned to its nearest UTC midnight. Unknown ids give empty `coins` → [].
 */
export function createDefiLlamaHistorySource(options: DefiLlamaHistoryOptions): HistorySource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: options.timeoutMs, label: 'DefiLlama' };

  async function oneDay(key: string, date: string): Promise<DailyPrice[]> {
    const url = `${base}/prices/historical/${dateToUnix(date)}/${key}?searchWidth=6h`;
    const body = await getJson(url, HistoricalSchema, http);
    const price = entryFor(body.coins, key)?.price;
    return isPrice(price) ? [{ date, priceUsd: price }] : [];
  }

  async function range(key: string, from: string, to: string): Promise<DailyPrice[]> {
    const points: { ms: number; price: number }[] = [];
    for (const window of dateWindows(from, to, DEFILLAMA_MAX_SPAN)) {
      const params = new URLSearchParams({
        start: String(dateToUnix(window.from)),
        span: String(daysBetween(window.from, window.to) + 1),
        period: '1d',
        searchWidth: '600',
      });
      const body = await getJson(`${base}/chart/${key}?${params}`, ChartSchema, http);
      for (const { timestamp, price } of entryFor(body.coins, key)?.prices ?? []) {
        points.push({ ms: timestamp * 1000, price: price ?? Number.NaN });
      }
    }
    return nearestDailyPrices(points, from, to);
  }

  return {
    name: 'defillama',
    supports: (coin) => coin.id.trim().length > 0,
    async fetchDaily(coin, from, to) {
      checkRange(from, to);
      if (from > to || !coin.id.trim()) return [];
      const key = `coingecko:${encodeURIComponent(coin.id)}`;
      return from === to ? oneDay(key, from) : range(key, from, to);
    },
  };
}
