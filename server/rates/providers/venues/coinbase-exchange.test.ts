import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_USD_PRICES } from '../../../testing/fake-coingecko';
import { useFakeVenues } from '../../../testing/use-fake-venues';
import { createCoinbaseExchangeVenue, productLast } from './coinbase-exchange';
import { expectUpstreamFailure as failure } from '../../../testing/upstream-failure';

describe('createCoinbaseExchangeVenue against the fake venues', () => {
  const fake = useFakeVenues();

  const venue = (timeoutMs = 2_000) => createCoinbaseExchangeVenue({ baseUrl: fake.url, timeoutMs });

  it('reads the USD book of each mapped coin from one /products/stats call', async () => {
    const before = fake.counts.coinbase ?? 0;
    const start = Date.now();
    const cb = venue();
    expect(cb.id).toBe('coinbase');
    expect(cb.name).toBe('Coinbase');
    const answer = await cb.fetchTickers(['bitcoin', 'ethereum', 'tether', 'shiba-inu', 'dogecoin', 'bitcoin']);
    expect(fake.counts.coinbase).toBe(before + 1);
    expect(answer.venue).toBe('coinbase');
    expect(answer.receivedAt.getTime()).toBeGreaterThanOrEqual(start);
    expect(answer.receivedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(answer.tickers.map(({ coinId, market, quote, price }) => ({ coinId, market, quote, price }))).toEqual([
      { coinId: 'bitcoin', market: 'BTC-USD', quote: 'USD', price: 100_000 },
      { coinId: 'ethereum', market: 'ETH-USD', quote: 'USD', price: FAKE_USD_PRICES.ethereum },
      { coinId: 'tether', market: 'USDT-USD', quote: 'USD', price: 1 },
      { coinId: 'shiba-inu', market: 'SHIB-USD', quote: 'USD', price: FAKE_USD_PRICES['shiba-inu'] },
      { coinId: 'dogecoin', market: 'DOGE-USD', quote: 'USD', price: FAKE_USD_PRICES.dogecoin },
    ]);
    // No time in this endpoint: every price is as of the answer.
    for (const ticker of answer.tickers) expect(ticker.asOf).toEqual(answer.receivedAt);
    expect(answer.usdtUsd).toEqual({ price: 1, asOf: answer.receivedAt, market: 'USDT-USD' });
  });

  it('never returns unmapped coins or the USDC alias books, and survives odd products', async () => {
    // The fake's table also holds BTC-USDC, BTC-EUR, a delisted RGT-USD ("0") and NEWT-USD (null figures).
    const answer = await venue().fetchTickers(['usd-coin', 'fakecoin', 'tokamak-network', 'not-a-coin', 'bitcoin']);
    expect(answer.tickers.map((t) => t.market)).toEqual(['BTC-USD']);
    expect(answer.tickers.some((t) => /USDC|EUR/.test(t.market))).toBe(false);
    await expect(venue().fetchTickers([])).resolves.toMatchObject({ tickers: [], usdtUsd: { price: 1 } });
  });

  it('reads the USDT/USD rate from USDT-USD, even when tether is not asked for', async () => {
    fake.setUsdtUsd(0.97);
    const answer = await venue().fetchTickers(['bitcoin']);
    expect(answer.usdtUsd?.price).toBe(0.97);
    expect(answer.usdtUsd?.market).toBe('USDT-USD');
    const withTether = await venue().fetchTickers(['tether']);
    expect(withTether.tickers[0]).toMatchObject({ coinId: 'tether', market: 'USDT-USD', price: 0.97 });
  });

  it('passes a skewed venue’s prices through as sent', async () => {
    fake.setVenue('coinbase', { factor: 1.05 });
    const answer = await venue().fetchTickers(['bitcoin', 'ethereum']);
    expect(answer.tickers[0]?.price).toBeCloseTo(105_000, 6);
    expect(answer.tickers[1]?.price).toBeCloseTo(4_200, 6);
    expect(answer.usdtUsd?.price).toBeCloseTo(1.05, 9);
  });

  it('keeps zero prices for the consensus to refuse', async () => {
    fake.setVenue('coinbase', { mode: 'zero' });
    const answer = await venue().fetchTickers(['bitcoin', 'ethereum']);
    expect(answer.tickers.map((t) => [t.market, t.price])).toEqual([
      ['BTC-USD', 0],
      ['ETH-USD', 0],
    ]);
    expect(answer.usdtUsd?.price).toBe(0);
  });

  it('classifies each failure as an UpstreamError of the right kind', async () => {
    const cases = [
      ['down', { kind: 'http', status: 503 }],
      ['geo-blocked', { kind: 'http', status: 451 }],
      ['rate-limited', { kind: 'rate-limited', status: 429, retryAfterMs: undefined }],
      ['malformed', { kind: 'malformed' }],
      ['html', { kind: 'malformed' }],
    ] as const;
    for (const [mode, expected] of cases) {
      fake.setVenue('coinbase', { mode });
      const error = await failure(venue().fetchTickers(['bitcoin']));
      expect(error, mode).toMatchObject(expected);
    }
  });

  it('times out on a venue slower than timeoutMs', async () => {
    fake.setVenue('coinbase', { mode: 'slow', delayMs: 1_000 });
    const error = await failure(venue(150).fetchTickers(['bitcoin']));
    expect(error.kind).toBe('timeout');
  });
});

describe('Coinbase /products/stats bodies that are not a stats table', () => {
  let server: Server;
  let baseUrl: string;
  let body = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchWith = (text: string) => {
    body = text;
    return createCoinbaseExchangeVenue({ baseUrl, timeoutMs: 2_000 }).fetchTickers(['bitcoin', 'ethereum']);
  };

  it.each([['[]'], ['{}'], ['{"message":"odd"}'], ['"BTC-USD"'], ['null'], ['{"BTC-USD":{"stats_24hour":"97000"}}']])(
    '%s → malformed',
    async (text) => {
      expect(await failure(fetchWith(text))).toMatchObject({ kind: 'malformed' });
    },
  );

  it('skips a product whose last is missing or garbage, keeping the others', async () => {
    const answer = await fetchWith(
      JSON.stringify({ 'BTC-USD': { stats_24hour: { last: 'n/a' } }, 'ETH-USD': { stats_24hour: { last: '4000.5' } } }),
    );
    expect(answer.tickers.map((t) => [t.market, t.price])).toEqual([['ETH-USD', 4000.5]]);
    expect(answer.usdtUsd).toBeUndefined();
  });
});

describe('productLast', () => {
  const stats = {
    'A-USD': { stats_24hour: { last: '97000.01' } },
    'B-USD': { stats_24hour: { last: '0' } },
    'C-USD': { stats_24hour: { last: '-1' } },
    'D-USD': { stats_24hour: { last: 12.5 } },
    'E-USD': { stats_24hour: { last: '' } },
    'F-USD': { stats_24hour: { last: 'abc' } },
    'G-USD': { stats_24hour: { last: null } },
    'H-USD': { stats_24hour: {} },
    'I-USD': { stats_30day: { volume: '1' } },
    'J-USD': 'garbage',
    'K-USD': { stats_24hour: { last: 'Infinity' } },
    'L-USD': { stats_24hour: { last: '0x10' } },
  };
  it('reads decimal strings and numbers, keeps zero and negatives, skips the rest', () => {
    expect(productLast(stats, 'A-USD')).toBe(97000.01);
    expect(productLast(stats, 'B-USD')).toBe(0);
    expect(productLast(stats, 'C-USD')).toBe(-1);
    expect(productLast(stats, 'D-USD')).toBe(12.5);
    for (const id of ['E-USD', 'F-USD', 'G-USD', 'H-USD', 'I-USD', 'J-USD', 'K-USD', 'L-USD', 'Z-USD', 'toString']) {
      expect(productLast(stats, id), id).toBeUndefined();
    }
  });
});
