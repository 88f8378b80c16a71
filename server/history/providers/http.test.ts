import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '../../upstream/types';
import {
  addDays,
  checkRange,
  dateToMs,
  dateToUnix,
  dateWindows,
  daysBetween,
  eachDay,
  exchangeSymbol,
  getJson,
  getJsonOrNull,
  isIsoDate,
  isPrice,
  msToDate,
  nearestDailyPrices,
  sortedDailyPrices,
  unixToDate,
} from './http';

const HOUR = 3_600_000;

describe('UTC date helpers', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2020-03-15')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const bad of ['2021-02-29', '2020-13-01', '2020-3-15', '15-03-2020', '2020-03-15T00:00:00Z', '', 'today']) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });

  it('converts dates to 00:00 UTC in ms and unix seconds, and back', () => {
    expect(dateToMs('2020-03-15')).toBe(1_584_230_400_000);
    expect(dateToUnix('2020-03-15')).toBe(1_584_230_400);
    expect(dateToUnix('1970-01-01')).toBe(0);
    expect(msToDate(1_584_230_400_000)).toBe('2020-03-15');
    expect(msToDate(1_584_230_400_000 + 24 * HOUR - 1)).toBe('2020-03-15');
    expect(unixToDate(1_584_316_800)).toBe('2020-03-16');
    expect(() => dateToMs('2021-02-29')).toThrow(RangeError);
    expect(() => checkRange('2020-01-01', 'soon')).toThrow(RangeError);
    expect(() => checkRange('2020-01-01', '2019-01-01')).not.toThrow();
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2020-02-28', 1)).toBe('2020-02-29');
    expect(addDays('2020-02-29', 1)).toBe('2020-03-01');
    expect(addDays('2021-12-31', 1)).toBe('2022-01-01');
    expect(addDays('2022-01-01', -1)).toBe('2021-12-31');
    expect(addDays('2020-03-15', 0)).toBe('2020-03-15');
  });

  it('counts and lists days, both ends included', () => {
    expect(daysBetween('2020-03-15', '2020-03-15')).toBe(0);
    expect(daysBetween('2020-01-01', '2021-01-01')).toBe(366);
    expect(daysBetween('2020-03-16', '2020-03-15')).toBe(-1);
    expect(eachDay('2020-02-27', '2020-03-01')).toEqual(['2020-02-27', '2020-02-28', '2020-02-29', '2020-03-01']);
    expect(eachDay('2020-03-15', '2020-03-15')).toEqual(['2020-03-15']);
    expect(eachDay('2020-03-16', '2020-03-15')).toEqual([]);
  });

  it('splits a range into windows of at most N days', () => {
    expect(dateWindows('2020-01-01', '2020-01-01', 300)).toEqual([{ from: '2020-01-01', to: '2020-01-01' }]);
    expect(dateWindows('2020-01-01', '2020-01-07', 3)).toEqual([
      { from: '2020-01-01', to: '2020-01-03' },
      { from: '2020-01-04', to: '2020-01-06' },
      { from: '2020-01-07', to: '2020-01-07' },
    ]);
    const windows = dateWindows('2015-07-20', '2025-02-11', 300);
    expect(windows).toHaveLength(Math.ceil((daysBetween('2015-07-20', '2025-02-11') + 1) / 300));
    expect(windows.every((w) => daysBetween(w.from, w.to) + 1 <= 300)).toBe(true);
    expect(windows.slice(1).every((w, i) => w.from === addDays(windows[i]!.to, 1))).toBe(true);
    expect(windows.at(-1)?.to).toBe('2025-02-11');
    expect(dateWindows('2020-01-02', '2020-01-01', 5)).toEqual([]);
    expect(() => dateWindows('2020-01-01', '2020-01-02', 0)).toThrow(RangeError);
  });

  it('assigns points to the nearest UTC midnight, keeps the closest per date, and clips to the range', () => {
    const m = dateToMs('2020-03-15');
    const prices = nearestDailyPrices(
      [
        { ms: m - 2 * 60_000, price: 1 }, // 23:58 on the 14th → the 15th, 2 min away
        { ms: m + 5 * 60_000, price: 2 }, // 00:05 on the 15th, farther
        { ms: m + 11 * HOUR, price: 3 }, // still the 15th, farther still
        { ms: m + 13 * HOUR, price: 4 }, // nearer the 16th
        { ms: m + 2 * 24 * HOUR, price: 0 }, // not a price
        { ms: m + 3 * 24 * HOUR, price: Number.NaN },
        { ms: m - 24 * HOUR, price: 9 }, // the 14th: before the range
        { ms: m + 5 * 24 * HOUR, price: 9 }, // the 20th: after it
      ],
      '2020-03-15',
      '2020-03-19',
    );
    expect(prices).toEqual([
      { date: '2020-03-15', priceUsd: 1 },
      { date: '2020-03-16', priceUsd: 4 },
    ]);
    expect(nearestDailyPrices([], '2020-03-15', '2020-03-16')).toEqual([]);
  });

  it('sorts a date map and reads exchange symbols', () => {
    expect(
      sortedDailyPrices(
        new Map([
          ['2020-03-16', 2],
          ['2020-03-15', 1],
        ]),
      ),
    ).toEqual([
      { date: '2020-03-15', priceUsd: 1 },
      { date: '2020-03-16', priceUsd: 2 },
    ]);
    expect(exchangeSymbol({ symbol: 'btc' })).toBe('BTC');
    expect(exchangeSymbol({ symbol: '1INCH' })).toBe('1INCH');
    for (const bad of ['b', 'BTC-USD', 'ÉTH', 'ABCDEFGHIJK', '', 'a/b']) expect(exchangeSymbol({ symbol: bad }), bad).toBeNull();
    expect(isPrice(1)).toBe(true);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '1', null]) expect(isPrice(bad)).toBe(false);
  });
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

describe('getJson', () => {
  let server: Server;
  let base: string;
  let handler: Handler;
  let lastHeaders: IncomingMessage['headers'] = {};
  const Schema = z.object({ value: z.number() });
  const opts = { timeoutMs: 300, label: 'Test' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      lastHeaders = req.headers;
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    handler = (_req, res) => json(res, 200, { value: 1 });
  });

  function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  async function failure(call: Promise<unknown>): Promise<UpstreamError> {
    const error = await call.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }

  it('parses a valid body and sends accept plus the given headers', async () => {
    await expect(getJson(`${base}/x?a=1`, Schema, { ...opts, headers: { 'user-agent': 'me/1' } })).resolves.toEqual({ value: 1 });
    expect(lastHeaders.accept).toBe('application/json');
    expect(lastHeaders['user-agent']).toBe('me/1');
  });

  it('classifies 429 as rate-limited with Retry-After in seconds or as an HTTP date', async () => {
    handler = (_req, res) => json(res, 429, {}, { 'retry-after': '30' });
    const error = await failure(getJson(`${base}/x`, Schema, opts));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 30_000 });
    expect(error.message).toMatch(/rate limited/);

    handler = (_req, res) => json(res, 429, {}, { 'retry-after': new Date(Date.now() + 60_000).toUTCString() });
    const dated = await failure(getJson(`${base}/x`, Schema, opts));
    expect(dated.retryAfterMs).toBeGreaterThan(50_000);
    expect(dated.retryAfterMs).toBeLessThanOrEqual(60_000);

    handler = (_req, res) => json(res, 429, {});
    expect(await failure(getJson(`${base}/x`, Schema, opts))).toMatchObject({ kind: 'rate-limited', retryAfterMs: undefined });
  });

  it('treats extra rate-limit statuses (Binance 418) the same way', async () => {
    handler = (_req, res) => json(res, 418, {}, { 'retry-after': '120' });
    expect(await failure(getJson(`${base}/x`, Schema, { ...opts, rateLimitStatuses: [429, 418] }))).toMatchObject({
      kind: 'rate-limited',
      status: 418,
      retryAfterMs: 120_000,
    });
    expect(await failure(getJson(`${base}/x`, Schema, opts))).toMatchObject({ kind: 'http', status: 418 });
  });

  it('classifies other non-2xx answers as http with the status, and names the path not the query', async () => {
    handler = (_req, res) => json(res, 451, { code: 0, msg: 'Service unavailable from a restricted location' });
    const error = await failure(getJson(`${base}/api/v3/klines?secret=1`, Schema, opts));
    expect(error).toMatchObject({ kind: 'http', status: 451 });
    expect(error.message).toBe('Test answered 451 for /api/v3/klines');
  });

  it('resolves null only when noData accepts the status and body', async () => {
    const noData = (status: number, body: unknown) => status === 404 && (body as { message?: string } | undefined)?.message === 'NotFound';
    handler = (_req, res) => json(res, 404, { message: 'NotFound' });
    await expect(getJsonOrNull(`${base}/x`, Schema, { ...opts, noData })).resolves.toBeNull();
    handler = (_req, res) => json(res, 404, { message: 'Other' });
    expect(await failure(getJsonOrNull(`${base}/x`, Schema, { ...opts, noData }))).toMatchObject({ kind: 'http', status: 404 });
    handler = (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html>nope</html>');
    };
    expect(await failure(getJsonOrNull(`${base}/x`, Schema, { ...opts, noData }))).toMatchObject({ kind: 'http', status: 404 });
    handler = (_req, res) => json(res, 200, { value: 2 });
    await expect(getJsonOrNull(`${base}/x`, Schema, { ...opts, noData })).resolves.toEqual({ value: 2 });
  });

  it('classifies invalid JSON and unexpected shapes as malformed', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>Attention Required! | Cloudflare</html>');
    };
    expect(await failure(getJson(`${base}/x`, Schema, opts))).toMatchObject({ kind: 'malformed' });
    handler = (_req, res) => json(res, 200, { value: 'one' });
    expect(await failure(getJson(`${base}/x`, Schema, opts))).toMatchObject({ kind: 'malformed' });
  });

  it('classifies a server that never answers, or stalls mid-body, as timeout', async () => {
    handler = () => {}; // never answers
    expect(await failure(getJson(`${base}/x`, Schema, opts))).toMatchObject({ kind: 'timeout' });
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"value":'); // and never finishes
    };
    expect(await failure(getJson(`${base}/x`, Schema, opts))).toMatchObject({ kind: 'timeout' });
  });

  it('classifies a refused connection or a dropped socket as network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failure(getJson(`http://127.0.0.1:${port}/x`, Schema, opts))).toMatchObject({ kind: 'network' });

    handler = (req) => req.socket.destroy();
    expect(await failure(getJson(`${base}/x`, Schema, opts))).toMatchObject({ kind: 'network' });
  });
});
