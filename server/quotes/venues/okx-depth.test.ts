import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FIAT_PER_USD } from '../../testing/fake-coingecko';
import { type FakeLevel, fakeBook } from '../../testing/fake-venues/fake-venue-state';
import { expectUpstreamFailure as failure } from '../../testing/upstream-failure';
import { useFakeVenues } from '../../testing/use-fake-venues';
import { MarketNotListedError } from '../depth-source';
import { createOkxDepth, okxDepthSize } from './okx-depth';

const HOUR_MS = 3_600_000;
const levels = (rows: FakeLevel[]) => rows.map(([price, size]) => ({ price, size }));

describe('createOkxDepth.marketFor', () => {
  const okx = createOkxDepth({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 100 });

  it('joins base and quote with a hyphen for the quotes OKX has books in', () => {
    expect(okx.id).toBe('okx');
    expect(okx.marketFor('BTC', 'USDT')).toBe('BTC-USDT');
    expect(okx.marketFor('ETH', 'BTC')).toBe('ETH-BTC');
    expect(okx.marketFor('BTC', 'USDC')).toBe('BTC-USDC');
    expect(okx.marketFor('BTC', 'eur')).toBe('BTC-EUR');
  });

  it('has no USD, TRY or other books, nor a coin against itself', () => {
    for (const quote of ['USD', 'TRY', 'BRL', 'GBP', 'BTC']) expect(okx.marketFor('BTC', quote)).toBeNull();
    expect(okx.marketFor('', 'USDT')).toBeNull();
  });

  it('asks sz = depth, at most 400', () => {
    expect([1, 7, 400, 401, 10_000].map(okxDepthSize)).toEqual([1, 7, 400, 400, 400]);
    expect(okxDepthSize(0)).toBe(1);
  });
});

describe('createOkxDepth (against the fake venues)', () => {
  const fake = useFakeVenues();
  const depth = (timeoutMs = 2_000) => createOkxDepth({ baseUrl: `${fake.url}/`, timeoutMs });

  it('reads a normal book exactly as the fake sent it, timed by its ts', async () => {
    const before = Date.now();
    const book = await depth().fetchBook('BTC-USDT', 20);
    expect(fake.counts.okx).toBe(1);
    const sent = fakeBook(100_000, 100_000, 'normal', 20);
    expect(book).toMatchObject({ venue: 'okx', market: 'BTC-USDT', bids: levels(sent.bids), asks: levels(sent.asks) });
    expect(book.asks[0]).toEqual({ price: 100_020, size: 0.005 });
    expect(book.asOf.getTime()).toBeGreaterThanOrEqual(before);
    expect(book.asOf.getTime()).toBeLessThanOrEqual(book.receivedAt.getTime());
  });

  it('dates a book by its ts: bookAgeMs an hour makes it an hour old', async () => {
    fake.setVenue('okx', { bookAgeMs: HOUR_MS });
    const book = await depth().fetchBook('BTC-USDT', 5);
    const age = book.receivedAt.getTime() - book.asOf.getTime();
    expect(age).toBeGreaterThanOrEqual(HOUR_MS);
    expect(age).toBeLessThan(HOUR_MS + 5_000);
  });

  it('prices BTC, EUR and USDC books and a depegged USDT as the venue would', async () => {
    fake.setUsdtUsd(0.97);
    const okx = depth();
    const cases = [
      ['ETH-BTC', 4_000 / 100_000, 4_000],
      ['BTC-EUR', 100_000 * FAKE_FIAT_PER_USD.eur!, 100_000],
      ['SOL-USDC', 200, 200],
      ['BTC-USDT', 100_000 / 0.97, 100_000],
      ['SHIB-USDT', 0.00002 / 0.97, 0.00002],
    ] as const;
    for (const [market, mid, baseUsd] of cases) {
      const book = await okx.fetchBook(market, 5);
      const sent = fakeBook(mid, baseUsd, 'normal', 5);
      expect({ market, bids: book.bids, asks: book.asks }).toEqual({ market, bids: levels(sent.bids), asks: levels(sent.asks) });
    }
  });

  it('reads a thin book, keeping only the levels it has', async () => {
    fake.setVenue('okx', { book: 'thin' });
    const book = await depth().fetchBook('ETH-USDT', 50);
    expect(book.asks).toEqual(levels(fakeBook(4_000, 4_000, 'thin').asks));
    expect(book.bids).toHaveLength(5);
  });

  it.each(['empty-asks', 'empty-bids'] as const)('passes a book with %s through as an empty side', async (shape) => {
    fake.setVenue('okx', { book: shape });
    const book = await depth().fetchBook('BTC-USDT', 10);
    expect(book.asks).toHaveLength(shape === 'empty-asks' ? 0 : 10);
    expect(book.bids).toHaveLength(shape === 'empty-bids' ? 0 : 10);
  });

  it('passes a crossed book through untouched', async () => {
    fake.setVenue('okx', { book: 'crossed' });
    const book = await depth().fetchBook('BTC-USDT', 20);
    expect(book.asks).toEqual(levels(fakeBook(100_000, 100_000, 'crossed').asks));
    expect(book.bids[0]!.price).toBeGreaterThan(book.asks[0]!.price);
  });

  it('caps sz at 400 (the fake refuses more) and trims to the depth asked', async () => {
    const deep = await depth().fetchBook('BTC-USDT', 1_000);
    expect(deep.bids).toHaveLength(20);
    const shallow = await depth().fetchBook('BTC-USDT', 3);
    expect(shallow.asks).toEqual(levels(fakeBook(100_000, 100_000, 'normal', 3).asks));
  });

  it.each(['NOSUCH-USDT', 'BTC-TRY', 'BTCUSDT'])('rejects %s with MarketNotListedError', async (market) => {
    const error = await depth()
      .fetchBook(market, 10)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketNotListedError);
    expect(error).toMatchObject({ venue: 'okx', market });
  });

  it('is rate-limited on HTTP 429 code 50011 (OKX sends no Retry-After)', async () => {
    fake.setVenue('okx', { mode: 'rate-limited' });
    const error = await failure(depth().fetchBook('BTC-USDT', 10));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: undefined });
  });

  it.each([
    ['down', 'http', 503],
    ['malformed', 'malformed', undefined],
    ['html', 'malformed', undefined],
  ] as const)('classifies %s as %s', async (mode, kind, status) => {
    fake.setVenue('okx', { mode });
    const error = await failure(depth().fetchBook('BTC-USDT', 10));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
  });

  it('times out on a venue slower than its timeout', async () => {
    fake.setVenue('okx', { mode: 'slow', delayMs: 600 });
    const error = await failure(depth(150).fetchBook('BTC-USDT', 10));
    expect(error.kind).toBe('timeout');
  });
});

describe('createOkxDepth (envelopes the shared fake does not script)', () => {
  let server: Server;
  let baseUrl: string;
  let status = 200;
  let body: unknown;
  let asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const fetchBook = (depth = 10) => createOkxDepth({ baseUrl, timeoutMs: 2_000 }).fetchBook('BTC-USDT', depth);
  const rows = (n: number) => Array.from({ length: n }, (_, i) => [String(100_000 + i), '0.01', '0', '3']);
  const ok = (book: unknown) => ({ code: '0', msg: '', data: [book] });

  it('asks sz=400 for a deeper book and keeps at most 400 levels', async () => {
    status = 200;
    asked = [];
    body = ok({ asks: rows(500), bids: rows(500), ts: '1597026383085' });
    const book = await fetchBook(1_000);
    expect(asked).toEqual(['/api/v5/market/books?instId=BTC-USDT&sz=400']);
    expect(book.asks).toHaveLength(400);
    expect(book.asOf).toEqual(new Date(1597026383085));
  });

  it('is rate-limited on HTTP 200 with code 50011', async () => {
    status = 200;
    body = { code: '50011', msg: 'Rate limit reached. Please refer to API documentation and throttle requests accordingly.', data: [] };
    await expect(fetchBook()).rejects.toMatchObject({ kind: 'rate-limited', status: 200 });
  });

  it('fails on another non-"0" code, naming it', async () => {
    status = 200;
    body = { code: '50026', msg: 'System error. Try again later.', data: [] };
    const error = await failure(fetchBook());
    expect(error).toMatchObject({ kind: 'http', status: 200 });
    expect(error.message).toContain('50026');
  });

  it('reads 51001 under a 4xx as not listed too', async () => {
    status = 400;
    body = { code: '51001', msg: 'Instrument ID does not exist', data: [] };
    await expect(fetchBook()).rejects.toBeInstanceOf(MarketNotListedError);
  });

  it('refuses an empty or misshapen data, and falls back to arrival for an unreadable ts', async () => {
    status = 200;
    body = { code: '0', msg: '', data: [] };
    await expect(fetchBook()).rejects.toMatchObject({ kind: 'malformed' });
    body = ok({ asks: 'none', bids: [], ts: '1' });
    await expect(fetchBook()).rejects.toMatchObject({ kind: 'malformed' });
    body = ok({ asks: [['x', '1', '0', '1']], bids: [], ts: 'soon' });
    const book = await fetchBook();
    expect(book.asOf).toEqual(book.receivedAt);
    expect(Number.isNaN(book.asks[0]!.price)).toBe(true);
  });
});
