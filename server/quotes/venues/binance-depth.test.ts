import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FIAT_PER_USD } from '../../testing/fake-coingecko';
import { type FakeLevel, fakeBook } from '../../testing/fake-venues/fake-venue-state';
import { expectUpstreamFailure as failure } from '../../testing/upstream-failure';
import { useFakeVenues } from '../../testing/use-fake-venues';
import { MarketNotListedError } from '../depth-source';
import { binanceDepthLimit, createBinanceDepth } from './binance-depth';

const levels = (rows: FakeLevel[]) => rows.map(([price, size]) => ({ price, size }));

describe('createBinanceDepth.marketFor', () => {
  const binance = createBinanceDepth({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 100 });

  it('joins base and quote for the quotes Binance has books in', () => {
    expect(binance.id).toBe('binance');
    expect(binance.marketFor('BTC', 'USDT')).toBe('BTCUSDT');
    expect(binance.marketFor('ETH', 'BTC')).toBe('ETHBTC');
    expect(binance.marketFor('BTC', 'EUR')).toBe('BTCEUR');
    expect(binance.marketFor('BTC', 'USDC')).toBe('BTCUSDC');
    expect(binance.marketFor('SOL', 'try')).toBe('SOLTRY');
    expect(binance.marketFor('BTC', 'BRL')).toBe('BTCBRL');
  });

  it('has no USD books, nor other fiat, nor a coin against itself', () => {
    expect(binance.marketFor('BTC', 'USD')).toBeNull();
    expect(binance.marketFor('BTC', 'GBP')).toBeNull();
    expect(binance.marketFor('BTC', 'BTC')).toBeNull();
    expect(binance.marketFor('BTC-X', 'USDT')).toBeNull();
  });

  it('asks the smallest allowed limit covering the depth, at most 100', () => {
    expect([1, 5, 6, 10, 11, 20, 21, 50, 51, 100, 101, 5000].map(binanceDepthLimit)).toEqual([
      5, 5, 10, 10, 20, 20, 50, 50, 100, 100, 100, 100,
    ]);
    expect(binanceDepthLimit(0)).toBe(5);
    expect(binanceDepthLimit(Number.NaN)).toBe(5);
  });
});

describe('createBinanceDepth (against the fake venues)', () => {
  const fake = useFakeVenues();
  const depth = (timeoutMs = 2_000) => createBinanceDepth({ baseUrl: `${fake.url}/`, timeoutMs });

  it('reads a normal book exactly as the fake sent it, timed on arrival', async () => {
    const before = Date.now();
    const book = await depth().fetchBook('BTCUSDT', 20);
    expect(fake.counts.binance).toBe(1);
    const sent = fakeBook(100_000, 100_000, 'normal', 20);
    expect(book).toMatchObject({ venue: 'binance', market: 'BTCUSDT', bids: levels(sent.bids), asks: levels(sent.asks) });
    expect(book.bids).toHaveLength(20);
    expect(book.bids[0]).toEqual({ price: 99_980, size: 0.005 });
    expect(book.asks[0]).toEqual({ price: 100_020, size: 0.005 });
    expect(book.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(book.asOf).toEqual(book.receivedAt);
  });

  it('prices BTC, EUR, TRY and USDC books and a depegged USDT as the venue would', async () => {
    fake.setUsdtUsd(0.97);
    const binance = depth();
    const cases = [
      ['ETHBTC', 4_000 / 100_000, 4_000],
      ['BTCEUR', 100_000 * FAKE_FIAT_PER_USD.eur!, 100_000],
      ['BTCTRY', 100_000 * FAKE_FIAT_PER_USD.try!, 100_000],
      ['SOLUSDC', 200, 200],
      ['BTCUSDT', 100_000 / 0.97, 100_000],
      ['SHIBUSDT', 0.00002 / 0.97, 0.00002],
    ] as const;
    for (const [market, mid, baseUsd] of cases) {
      const book = await binance.fetchBook(market, 5);
      const sent = fakeBook(mid, baseUsd, 'normal', 5);
      expect({ market, bids: book.bids, asks: book.asks }).toEqual({ market, bids: levels(sent.bids), asks: levels(sent.asks) });
    }
  });

  it('reads a thin book, keeping only the levels it has', async () => {
    fake.setVenue('binance', { book: 'thin' });
    const book = await depth().fetchBook('ETHUSDT', 50);
    const sent = fakeBook(4_000, 4_000, 'thin', 50);
    expect(book.asks).toEqual(levels(sent.asks));
    expect(book.bids).toEqual(levels(sent.bids));
    expect(book.asks).toHaveLength(5);
  });

  it.each(['empty-asks', 'empty-bids'] as const)('passes a book with %s through as an empty side', async (shape) => {
    fake.setVenue('binance', { book: shape });
    const book = await depth().fetchBook('BTCUSDT', 10);
    expect(book.asks).toHaveLength(shape === 'empty-asks' ? 0 : 10);
    expect(book.bids).toHaveLength(shape === 'empty-bids' ? 0 : 10);
  });

  it('passes a crossed book through untouched', async () => {
    fake.setVenue('binance', { book: 'crossed' });
    const book = await depth().fetchBook('BTCUSDT', 20);
    const sent = fakeBook(100_000, 100_000, 'crossed', 20);
    expect(book.asks).toEqual(levels(sent.asks));
    expect(book.bids[0]!.price).toBeGreaterThan(book.asks[0]!.price);
  });

  it('trims to the depth asked after asking an allowed limit (the fake refuses any other)', async () => {
    const book = await depth().fetchBook('BTCUSDT', 7);
    expect(book.bids).toEqual(levels(fakeBook(100_000, 100_000, 'normal', 7).bids));
    expect(book.asks).toHaveLength(7);
  });

  it.each(['NOSUCHUSDT', 'BTCGBP', 'BTCUSD', 'BTCBTC'])('rejects %s with MarketNotListedError', async (market) => {
    const error = await depth()
      .fetchBook(market, 10)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketNotListedError);
    expect(error).toMatchObject({ venue: 'binance', market });
  });

  it('is rate-limited on 429 -1003, with Retry-After', async () => {
    fake.setVenue('binance', { mode: 'rate-limited' });
    const error = await failure(depth().fetchBook('BTCUSDT', 10));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 7_000 });
  });

  it.each([
    ['geo-blocked', 'http', 451],
    ['down', 'http', 503],
    ['malformed', 'malformed', undefined],
    ['html', 'malformed', undefined],
  ] as const)('classifies %s as %s', async (mode, kind, status) => {
    fake.setVenue('binance', { mode });
    const error = await failure(depth().fetchBook('BTCUSDT', 10));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
  });

  it('times out on a venue slower than its timeout', async () => {
    fake.setVenue('binance', { mode: 'slow', delayMs: 600 });
    const error = await failure(depth(150).fetchBook('BTCUSDT', 10));
    expect(error.kind).toBe('timeout');
  });
});

describe('createBinanceDepth (answers the shared fake does not script)', () => {
  let server: Server;
  let baseUrl: string;
  let answer: { status: number; body: string; headers?: Record<string, string> };
  let asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const fetchBook = (depth: number) => createBinanceDepth({ baseUrl, timeoutMs: 2_000 }).fetchBook('BTCUSDT', depth);
  const rows = (n: number) => Array.from({ length: n }, (_, i) => [`${100_000 + i}.00000000`, '0.01000000']);

  it('caps the limit at 100 and keeps at most that many levels', async () => {
    asked = [];
    answer = { status: 200, body: JSON.stringify({ lastUpdateId: 1, bids: rows(500), asks: rows(500) }) };
    const book = await fetchBook(300);
    expect(asked).toEqual(['/api/v3/depth?symbol=BTCUSDT&limit=100']);
    expect(book.bids).toHaveLength(100);
    expect(book.asks).toHaveLength(100);
  });

  it('treats 418 (an IP ban) as rate-limited until the ban ends', async () => {
    answer = {
      status: 418,
      body: '{"code":-1003,"msg":"Way too much request weight used; IP banned until 1700000000000."}',
      headers: { 'retry-after': '120' },
    };
    await expect(fetchBook(10)).rejects.toMatchObject({ kind: 'rate-limited', status: 418, retryAfterMs: 120_000 });
  });

  it('keeps a 400 other than -1121 a failure, not an unlisted market', async () => {
    answer = { status: 400, body: '{"code":-1100,"msg":"Illegal characters found in parameter \'symbol\'."}' };
    await expect(fetchBook(10)).rejects.toMatchObject({ kind: 'http', status: 400 });
  });

  it('refuses an error object where the book belongs, and keeps an unreadable level as NaN', async () => {
    answer = { status: 200, body: '{"code":-1000,"msg":"An unknown error occurred while processing the request."}' };
    await expect(fetchBook(10)).rejects.toMatchObject({ kind: 'malformed' });
    answer = { status: 200, body: '{"lastUpdateId":1,"bids":[["n/a","1.0"]],"asks":[]}' };
    const book = await fetchBook(10);
    expect(Number.isNaN(book.bids[0]!.price)).toBe(true);
    expect(book.asks).toEqual([]);
  });
});
