import { DAY_MS, dateToMs, msToDate } from '@shared/dates';
import type { z } from 'zod';
import { parseRetryAfter } from '../coingecko';
import { UpstreamError } from '../types';
import type { DailyPrice } from './types';

/**
 * Shared plumbing for the historical-price clients: one GET-JSON helper with the house error
 * classification, and pure UTC date helpers ('YYYY-MM-DD' ↔ unix time, day iteration, paging).
 */

export type GetJsonOptions = {
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Name used in error messages, e.g. "Coinbase". */
  label: string;
  /** Statuses classified as 'rate-limited' (with Retry-After) instead of 'http'. Default [429]. */
  rateLimitStatuses?: readonly number[];
};

export type GetJsonOrNullOptions = GetJsonOptions & {
  /**
   * Decides whether a non-2xx answer means "no data" (the helper then resolves null instead of
   * rejecting), e.g. Coinbase's 404 NotFound for an unknown product. `body` is the parsed JSON
   * error body, or undefined when it was not JSON.
   */
  noData: (status: number, body: unknown) => boolean;
};

/**
 * GET `url` and validate the JSON body against `schema`. Rejects with UpstreamError:
 * 429 → 'rate-limited' (retryAfterMs from Retry-After), other non-2xx → 'http' (status),
 * timeout while waiting for headers or the body → 'timeout', other transport failures →
 * 'network', invalid JSON or an unexpected shape → 'malformed'.
 */
export async function getJson<T>(url: string, schema: z.ZodType<T>, options: GetJsonOptions): Promise<T> {
  const result = await request(url, schema, options, undefined);
  return result as T;
}

/** Like getJson, but resolves null when `options.noData` accepts a non-2xx answer. */
export async function getJsonOrNull<T>(url: string, schema: z.ZodType<T>, options: GetJsonOrNullOptions): Promise<T | null> {
  return request(url, schema, options, options.noData);
}

async function request<T>(
  url: string,
  schema: z.ZodType<T>,
  options: GetJsonOptions,
  noData: GetJsonOrNullOptions['noData'] | undefined,
): Promise<T | null> {
  const { label, timeoutMs } = options;
  const where = describeUrl(url);
  // A timeout or dropped connection can strike while headers or the body are in transit.
  const transportError = (error: unknown) => {
    const name = (error as Error).name;
    return name === 'TimeoutError' || name === 'AbortError'
      ? new UpstreamError('timeout', `${label} did not answer ${where} within ${timeoutMs} ms`)
      : new UpstreamError('network', `${label} unreachable for ${where}: ${(error as Error).message}`);
  };
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw transportError(error);
  }
  if ((options.rateLimitStatuses ?? [429]).includes(response.status)) {
    await response.body?.cancel();
    throw new UpstreamError('rate-limited', `${label} rate limited ${where}`, {
      status: response.status,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    });
  }
  if (!response.ok) {
    if (noData) {
      let body: unknown;
      try {
        body = JSON.parse(await response.text());
      } catch {
        body = undefined; // not JSON, or the body stalled: judged on the status alone
      }
      if (noData(response.status, body)) return null;
    } else {
      await response.body?.cancel();
    }
    throw new UpstreamError('http', `${label} answered ${response.status} for ${where}`, { status: response.status });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportError(error);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UpstreamError('malformed', `${label} sent invalid JSON for ${where}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UpstreamError('malformed', `${label} sent an unexpected shape for ${where}`);
  return parsed.data;
}

/** Path without the query string: short, and never carries credentials into messages or logs. */
function describeUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

// ---- UTC dates -------------------------------------------------------------------------------

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
  return [...best.entries()]
    .sort(([a], [b]) => a - b)
    .map(([midnight, { price }]) => ({ date: msToDate(midnight), priceUsd: price }));
}

/** A date → price map as DailyPrice[], ascending by date. */
export function sortedDailyPrices(byDate: ReadonlyMap<string, number>): DailyPrice[] {
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, priceUsd]) => ({ date, priceUsd }));
}

const EXCHANGE_SYMBOL = /^[A-Z0-9]{2,10}$/;

/** The coin's ticker upper-cased, or null when it is not a plausible exchange symbol. */
export function exchangeSymbol(coin: { symbol: string }): string | null {
  const symbol = coin.symbol.toUpperCase();
  return EXCHANGE_SYMBOL.test(symbol) ? symbol : null;
}
