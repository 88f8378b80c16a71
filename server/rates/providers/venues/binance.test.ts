import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFakeVenues } from '../../../testing/use-fake-venues';
import { FAKE_USD_PRICES } from '../../../testing/fake-coingecko';
import { createBinanceVenue } from './binance';
import { expectUpstreamFailure as failure } from '../../../testing/upstream-failure';

describe('createBinanceVenue (against the fake venues)', () => {
  const fake = useFakeVenues();

  const venue = (timeoutMs = 2_000) => createBinanceVenue({ baseUrl: `${fake.url}/`, timeoutMs });
  it('reads BTCUSDT and ETHUSDT from one all-symbols call, in USDT, timed on arrival', async () => {
    const binance = venue();
    expect(binance.id).toBe('binance');
    expect(binance.name).toBe('Binance');
    const before = Date.now();
    const result = await binance.fetchTickers(['bitcoin', 'ethereum']);
    expect(fake.counts.binance).toBe(1);
    expect(result.venue).toBe('binance');
    expect(result.usdtUsd).toBeUndefined();
    expect(result.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(result.tickers).toEqual([
      { coinId: 'bitcoin', market: 'BTCUSDT', quote: 'USDT', price: FAKE_USD_PRICES.bitcoin, asOf: result.receivedAt },
      { coinId: 'ethereum', market: 'ETHUSDT', quote: 'USDT', price: FAKE_USD_PRICES.ethereum, asOf: result.receivedAt },
    ]);
    expect(result.tickers[0]!.price).toBe(100_000);
  });

  it('takes the USDT book, not the USDC or BTC ones listed before it', async () => {
    fake.setUsdtUsd(0.97);
    const { tickers } = await venue().fetchTickers(['bitcoin', 'solana']);
    expect(tickers.map((t) => t.market)).toEqual(['BTCUSDT', 'SOLUSDT']);
    expect(tickers[0]!.price).toBeCloseTo(100_000 / 0.97, 6);
    expect(tickers[1]!.price).toBeCloseTo(200 / 0.97, 6);
  });

  it('asks nothing of unmapped coins, tether or duplicates, and keeps tiny prices exact', async () => {
    const { tickers } = await venue().fetchTickers(['tokamak-network', 'no-such-coin', 'tether', 'shiba-inu', 'shiba-inu']);
    expect(tickers).toHaveLength(1);
    expect(tickers[0]).toMatchObject({ coinId: 'shiba-inu', market: 'SHIBUSDT', quote: 'USDT', price: 0.00002 });
    await expect(venue().fetchTickers([])).resolves.toMatchObject({ tickers: [] });
  });

  it('returns a delisted pair at price 0, for the consensus to refuse', async () => {
    const { tickers } = await venue().fetchTickers(['matic-network', 'bitcoin']);
    expect(tickers.map((t) => [t.market, t.price])).toEqual([
      ['MATICUSDT', 0],
      ['BTCUSDT', 100_000],
    ]);
  });

  it('shows a skewed venue as it is, and has no time of its own even when its prices are old', async () => {
    fake.setVenue('binance', { factor: 1.05, ageMs: 3_600_000 });
    const result = await venue().fetchTickers(['bitcoin']);
    expect(result.tickers[0]!.price).toBeCloseTo(105_000, 6);
    expect(result.tickers[0]!.asOf.getTime()).toBe(result.receivedAt.getTime());
  });

  it('returns zero-mode books as price 0 tickers', async () => {
    fake.setVenue('binance', { mode: 'zero' });
    const { tickers } = await venue().fetchTickers(['bitcoin', 'ethereum']);
    expect(tickers.map((t) => [t.market, t.price])).toEqual([
      ['BTCUSDT', 0],
      ['ETHUSDT', 0],
    ]);
  });

  it('is rate-limited on 429 -1003, with Retry-After', async () => {
    fake.setVenue('binance', { mode: 'rate-limited' });
    const error = await failure(venue().fetchTickers(['bitcoin']));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 7_000 });
  });

  it.each([
    ['geo-blocked', 'http', 451],
    ['down', 'http', 503],
    ['malformed', 'malformed', undefined],
    ['html', 'malformed', undefined],
  ] as const)('classifies %s as %s', async (mode, kind, status) => {
    fake.setVenue('binance', { mode });
    const error = await failure(venue().fetchTickers(['bitcoin']));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
  });

  it('times out on a venue slower than its timeout', async () => {
    fake.setVenue('binance', { mode: 'slow', delayMs: 600 });
    const error = await failure(venue(150).fetchTickers(['bitcoin']));
    expect(error.kind).toBe('timeout');
  });
});

describe('createBinanceVenue (answers the shared fake does not script)', () => {
  let server: Server;
  let baseUrl: string;
  let answer: { status: number; body: string; headers?: Record<string, string> };

  beforeAll(async () => {
    server = createServer((_req, res) => {
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

  const fetchBtc = () => createBinanceVenue({ baseUrl, timeoutMs: 2_000 }).fetchTickers(['bitcoin']);

  it('treats 418 (an IP ban) as rate-limited until the ban ends', async () => {
    answer = {
      status: 418,
      body: '{"code":-1003,"msg":"Way too much request weight used; IP banned until 1700000000000."}',
      headers: { 'retry-after': '120' },
    };
    await expect(fetchBtc()).rejects.toMatchObject({ kind: 'rate-limited', status: 418, retryAfterMs: 120_000 });
  });

  it('refuses an error object where the array belongs', async () => {
    answer = { status: 200, body: '{"code":-1000,"msg":"An unknown error occurred while processing the request."}' };
    await expect(fetchBtc()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('keeps an unreadable price as a non-finite number for the consensus to refuse', async () => {
    answer = { status: 200, body: '[{"symbol":"BTCUSDT","price":"n/a"}]' };
    const { tickers } = await fetchBtc();
    expect(tickers).toHaveLength(1);
    expect(Number.isNaN(tickers[0]!.price)).toBe(true);
  });
});
