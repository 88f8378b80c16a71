import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFakeVenues } from '../../../testing/use-fake-venues';
import { FAKE_USD_PRICES } from '../../../testing/fake-coingecko';
import { UpstreamError } from '../../../upstream/types';
import { createOkxVenue } from './okx';
import { expectUpstreamFailure as failure } from '../../../testing/upstream-failure';

const HOUR_MS = 3_600_000;

describe('createOkxVenue (against the fake venues)', () => {
  const fake = useFakeVenues();

  const venue = (timeoutMs = 2_000) => createOkxVenue({ baseUrl: `${fake.url}/`, timeoutMs });
  it('reads BTC-USDT and ETH-USDT from one SPOT call, timed by their ts', async () => {
    const okx = venue();
    expect(okx.id).toBe('okx');
    expect(okx.name).toBe('OKX');
    const before = Date.now();
    const result = await okx.fetchTickers(['bitcoin', 'ethereum']);
    expect(fake.counts.okx).toBe(1);
    expect(result.venue).toBe('okx');
    expect(result.usdtUsd).toBeUndefined();
    expect(result.tickers.map(({ asOf: _asOf, ...rest }) => rest)).toEqual([
      { coinId: 'bitcoin', market: 'BTC-USDT', quote: 'USDT', price: FAKE_USD_PRICES.bitcoin },
      { coinId: 'ethereum', market: 'ETH-USDT', quote: 'USDT', price: FAKE_USD_PRICES.ethereum },
    ]);
    expect(result.tickers[0]!.price).toBe(100_000);
    for (const { asOf } of result.tickers) {
      expect(asOf.getTime()).toBeGreaterThanOrEqual(before);
      expect(asOf.getTime()).toBeLessThanOrEqual(result.receivedAt.getTime());
    }
  });

  it('takes the USDT book, not the USD, USDC or BTC ones listed before it', async () => {
    fake.setUsdtUsd(0.97);
    const { tickers } = await venue().fetchTickers(['bitcoin', 'ethereum', 'solana']);
    expect(tickers.map((t) => t.market)).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT']);
    expect(tickers[0]!.price).toBeCloseTo(100_000 / 0.97, 6);
    expect(tickers[1]!.price).toBeCloseTo(4_000 / 0.97, 6);
    expect(tickers[2]!.price).toBeCloseTo(200 / 0.97, 6);
  });

  it('asks nothing of unmapped coins, tether or duplicates', async () => {
    const { tickers } = await venue().fetchTickers(['tokamak-network', 'no-such-coin', 'tether', 'dogecoin', 'dogecoin']);
    expect(tickers).toHaveLength(1);
    expect(tickers[0]).toMatchObject({ coinId: 'dogecoin', market: 'DOGE-USDT', quote: 'USDT', price: 0.25 });
  });

  it('dates a silent book by its ts, an hour old, and shows a skewed venue as it is', async () => {
    fake.setVenue('okx', { ageMs: HOUR_MS, factor: 1.05 });
    const result = await venue().fetchTickers(['bitcoin']);
    const ticker = result.tickers[0]!;
    expect(ticker.price).toBeCloseTo(105_000, 6);
    const age = result.receivedAt.getTime() - ticker.asOf.getTime();
    expect(age).toBeGreaterThanOrEqual(HOUR_MS);
    expect(age).toBeLessThan(HOUR_MS + 5_000);
  });

  it('returns zero-mode books as price 0 tickers', async () => {
    fake.setVenue('okx', { mode: 'zero' });
    const { tickers } = await venue().fetchTickers(['bitcoin', 'ethereum']);
    expect(tickers.map((t) => [t.market, t.price])).toEqual([
      ['BTC-USDT', 0],
      ['ETH-USDT', 0],
    ]);
  });

  it('is rate-limited on HTTP 429 code 50011 (OKX sends no Retry-After)', async () => {
    fake.setVenue('okx', { mode: 'rate-limited' });
    const error = await failure(venue().fetchTickers(['bitcoin']));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: undefined });
  });

  it.each([
    ['geo-blocked', 'http', 451],
    ['down', 'http', 503],
    ['malformed', 'malformed', undefined],
    ['html', 'malformed', undefined],
  ] as const)('classifies %s as %s', async (mode, kind, status) => {
    fake.setVenue('okx', { mode });
    const error = await failure(venue().fetchTickers(['bitcoin']));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
  });

  it('times out on a venue slower than its timeout', async () => {
    fake.setVenue('okx', { mode: 'slow', delayMs: 600 });
    const error = await failure(venue(150).fetchTickers(['bitcoin']));
    expect(error.kind).toBe('timeout');
  });
});

describe('createOkxVenue (envelopes the shared fake does not script)', () => {
  let server: Server;
  let baseUrl: string;
  let body: unknown;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const fetchBtc = () => createOkxVenue({ baseUrl, timeoutMs: 2_000 }).fetchTickers(['bitcoin']);
  const btc = { instType: 'SPOT', instId: 'BTC-USDT', last: '99000.1', ts: '1597026383085' };

  it('fails on HTTP 200 with a non-"0" code', async () => {
    body = { code: '50001', msg: 'Service temporarily unavailable. Please try again later.', data: [btc] };
    const error = await fetchBtc().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'http', status: 200 });
    expect((error as Error).message).toContain('50001');
  });

  it('is rate-limited on HTTP 200 with code 50011', async () => {
    body = { code: '50011', msg: 'Rate limit reached. Please refer to API documentation and throttle requests accordingly.', data: [] };
    await expect(fetchBtc()).rejects.toMatchObject({ kind: 'rate-limited' });
  });

  it('refuses a ticker list of the wrong shape, and reads a good one', async () => {
    body = { code: '0', msg: '', data: { instId: 'BTC-USDT' } };
    await expect(fetchBtc()).rejects.toMatchObject({ kind: 'malformed' });
    body = { code: '0', msg: '', data: [btc] };
    const { tickers } = await fetchBtc();
    expect(tickers).toEqual([{ coinId: 'bitcoin', market: 'BTC-USDT', quote: 'USDT', price: 99000.1, asOf: new Date(1597026383085) }]);
  });
});
