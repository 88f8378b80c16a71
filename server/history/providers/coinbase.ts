import { z } from 'zod';
import { checkRange, DAY_S, dateWindows, exchangeSymbol, getJsonOrNull, isPrice, sortedDailyPrices, unixToDate } from './http';
import type { HistorySource } from './types';

export type CoinbaseHistoryOptions = {
  /** e.g. https://api.exchange.coinbase.com */
  baseUrl: string;
  timeoutMs: number;
  /** Coinbase rejects requests without a User-Agent. */
  userAgent?: string;
};

/** Coinbase answers at most 300 candles per request. */
export const COINBASE_MAX_CANDLES = 300;

export const DEFAULT_USER_AGENT = 'crypto-converter/0.1 (+historical prices)';

/** [time s, low, high, open, close, volume], newest first. */
const CandlesSchema = z.array(z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()], z.unknown()));

/** 404 {"message":"NotFound"}: Coinbase does not list the product. */
function unknownProduct(status: number, body: unknown): boolean {
  return status === 404 && typeof body === 'object' && body !== null && /not ?found/i.test(String((body as { message?: unknown }).message));
}

/**
 * Coinbase Exchange daily candles for {SYM}-USD; the price on D is the open of D's candle
 * (time = D 00:00 UTC). Ranges are fetched in sequential windows of ≤300 days; an unknown
 * product (404 NotFound) gives [].
 */
export function createCoinbaseHistorySource(options: CoinbaseHistoryOptions): HistorySource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = {
    timeoutMs: options.timeoutMs,
    headers: { 'user-agent': options.userAgent ?? DEFAULT_USER_AGENT },
    label: 'Coinbase',
    noData: unknownProduct,
  };

  return {
    name: 'coinbase',
    supports: (coin) => exchangeSymbol(coin) !== null,
    async fetchDaily(coin, from, to) {
      checkRange(from, to);
      const symbol = exchangeSymbol(coin);
      if (!symbol || from > to) return [];
      const byDate = new Map<string, number>();
      for (const window of dateWindows(from, to, COINBASE_MAX_CANDLES)) {
        const params = new URLSearchParams({
          granularity: String(DAY_S),
          start: `${window.from}T00:00:00Z`,
          end: `${window.to}T00:00:00Z`,
        });
        const candles = await getJsonOrNull(`${base}/products/${symbol}-USD/candles?${params}`, CandlesSchema, http);
        if (!candles) return []; // unknown product: no later window will differ
        for (const [time, , , open] of candles) {
          if (time % DAY_S !== 0 || !isPrice(open)) continue;
          const date = unixToDate(time);
          if (date >= from && date <= to) byDate.set(date, open);
        }
      }
      return sortedDailyPrices(byDate);
    },
  };
}
