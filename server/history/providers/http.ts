import { DAY_MS, dateToMs, msToDate } from '@shared/dates';
import type { DailyPrice } from './types';

/** Date and paging helpers for the historical-price clients (GET-JSON lives in ../http). */
export { getJson, getJsonOrNull, type GetJsonOptions, type GetJsonOrNullOptions } from '../../upstream/http';

export { addDays, DAY_MS, dateToMs, daysBetween, eachDay, isRealDate as isIsoDate, msToDate } from '@shared/dates';
export const DAY_S = 86_400;

/** Unix seconds of 00:00 UTC on `date`. */
export function dateToUnix(date: string): number {
  return dateToMs(date) / 1000;
}

/** The UTC calendar date an instant in unix seconds falls on. */
export function unixToDate(seconds: number): string {
  return msToDate(seconds * 1000);
}

/**
 * Splits [from, to] into consecutive windows of at most `maxDays` days each (both ends inclusive),
 * for upstreams that cap the number of daily points per request.
 */
export function dateWindows(from: string, to: string, maxDays: number): { from: string; to: string }[] {
  if (!Number.isInteger(maxDays) || maxDays < 1) throw new RangeError(`maxDays must be a positive integer: ${maxDays}`);
  const windows: { from: string; to: string }[] = [];
  const end = dateToMs(to);
  for (let start = dateToMs(from); start <= end; start += maxDays * DAY_MS) {
    windows.push({ from: msToDate(start), to: msToDate(Math.min(start + (maxDays - 1) * DAY_MS, end)) });
  }
  return windows;
}

/** Validates a fetchDaily range; RangeError for anything but two YYYY-MM-DD dates. */
export function checkRange(from: string, to: string): void {
  dateToMs(from);
  dateToMs(to);
}

/** A usable price: finite and positive (zero or negative quotes mean "no data"). */
export function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * Daily prices from timestamped points (e.g. CoinGecko's [ms, price] or DefiLlama's chart): each
 * point counts for the date whose 00:00 UTC is nearest (so within 12 h), per date the point
 * closest to that midnight wins, and only dates within [from, to] are kept. Ascending by date.
 */
export function nearestDailyPrices(points: Iterable<{ ms: number; price: number }>, from: string, to: string): DailyPrice[] {
  const first = dateToMs(from);
  const last = dateToMs(to);
  const best = new Map<number, { distance: number; price: number }>();
  for (const { ms, price } of points) {
    if (!Number.isFinite(ms) || !isPrice(price)) continue;
    const midnight = Math.round(ms / DAY_MS) * DAY_MS;
    if (midnight < first || midnight > last) continue;
    const distance = Math.abs(ms - midnight);
    const current = best.get(midnight);
    if (!current || distance < current.distance) best.set(midnight, { distance, price });
  }
  return [...best.entries()].sort(([a], [b]) => a - b).map(([midnight, { price }]) => ({ date: msToDate(midnight), priceUsd: price }));
}

/** A date → price map as DailyPrice[], ascending by date. */
export function sortedDailyPrices(byDate: ReadonlyMap<string, number>): DailyPrice[] {
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, priceUsd]) => ({ date, priceUsd }));
}

const EXCHANGE_SYMBOL = /^[A-Z0-9]{2,10}$/;

/** The coin's ticker upper-cased, or null when it is not a plausible exchange symbol. */
export function exchangeSymbol(coin: { symbol: string }): string | null {
  const symbol = coin.symbol.toUpperCase();
  return EXCHANGE_SYMBOL.test(symbol) ? symbol : null;
}
