import { z } from 'zod';
import { checkRange, DAY_MS, dateToMs, dateWindows, exchangeSymbol, getJsonOrNull, isPrice, msToDate, sortedDailyPrices } from './http';
import type { HistorySource } from './types';

export type BinanceHistoryOptions = {
  /** e.g. https://data-api.binance.vision (market data only) or https://api.binance.com */
  baseUrl: string;
  timeoutMs: number;
};

/** Binance's maximum `limit` for klines. */
export const BINANCE_MAX_KLINES = 1000;

/** [openTime ms, "open", "high", "low", "close", "volume", closeTime ms, …] */
const KlinesSchema = z.array(z.tuple([z.number(), z.string()], z.unknown()));

/** 400 {"code":-1121,"msg":"Invalid symbol."}: Binance does not list the pair. */
function invalidSymbol(status: number, body: unknown): boolean {
  return status === 400 && typeof body === 'object' && body !== null && (body as { code?: unknown }).code === -1121;
}

/**
 * Binance spot daily klines for {SYM}USDT (USDT as a USD proxy); the price on D is the open of
 * the kline opening at D 00:00 UTC. Ranges are fetched in sequential pages of ≤1000 days. An
 * unknown pair (400, code -1121) gives []. 429 and 418 (IP ban) are 'rate-limited' with
 * Retry-After; 451 (restricted location, e.g. US IPs) is 'http' status 451.
 */
export function createBinanceHistorySource(options: BinanceHistoryOptions): HistorySource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: options.timeoutMs, label: 'Binance', noData: invalidSymbol, rateLimitStatuses: [429, 418] };
  const pairFor = (symbol: string | null) => (symbol && symbol !== 'USDT' ? `${symbol}USDT` : null);

  return {
    name: 'binance',
    supports: (coin) => pairFor(exchangeSymbol(coin)) !== null,
    async fetchDaily(coin, from, to) {
      checkRange(from, to);
      const pair = pairFor(exchangeSymbol(coin));
      if (!pair || from > to) return [];
      const byDate = new Map<string, number>();
      for (const window of dateWindows(from, to, BINANCE_MAX_KLINES)) {
        const params = new URLSearchParams({
          symbol: pair,
          interval: '1d',
          startTime: String(dateToMs(window.from)),
          endTime: String(dateToMs(window.to)),
          limit: String(BINANCE_MAX_KLINES),
        });
        const klines = await getJsonOrNull(`${base}/api/v3/klines?${params}`, KlinesSchema, http);
        if (!klines) return []; // unknown pair: no later page will differ
        for (const [openTime, openText] of klines) {
          const open = Number(openText);
          if (openTime % DAY_MS !== 0 || !isPrice(open)) continue;
          const date = msToDate(openTime);
          if (date >= from && date <= to) byDate.set(date, open);
        }
      }
      return sortedDailyPrices(byDate);
    },
  };
}
