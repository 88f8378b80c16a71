import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHistoryUpstreams, hasSharedDailyCsv, startFakeHistoryUpstreams } from '../../testing/fake-history-upstreams';
import { UpstreamError } from '../../upstream/types';
import { type CoinGeckoHistoryOptions, createCoinGeckoHistorySource, toCoinGeckoDate } from './coingecko-history';

const BTC = { id: 'bitcoin', symbol: 'btc' };
const ETH = { id: 'ethereum', symbol: 'eth' };
const LATE_2020 = Date.parse('2020-12-31T12:00:00Z');

describe('toCoinGeckoDate', () => {
  it('writes dd-mm-yyyy', () => {
    expect(toCoinGeckoDate('2020-03-05')).toBe('05-03-2020');
  });
});

describe('createCoinGeckoHistorySource (built-in prices)', () => {
  let fake: FakeHistoryUpstreams;
  let clock = LATE_2020;

  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams({ dataFile: null, now: () => clock });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    clock = LATE_2020; // the fake's 365-day window then covers all of 2020
    fake.setMode('coingecko', 'ok');
    fake.counts.coingecko = 0;
  });

  const source = (options: Partial<CoinGeckoHistoryOptions> = {}) =>
    createCoinGeckoHistorySource({ baseUrl: fake.urls.coingecko, plan: 'demo', timeoutMs: 2_000, ...options });

  it('reads a single day from /history (the 00:00 UTC snapshot)', async () => {
    const cg = source();
    expect(cg.name).toBe('coingecko');
    expect(cg.supports?.(BTC)).toBe(true);
    await expect(cg.fetchDaily(BTC, '2020-03-15', '2020-03-15')).resolves.toEqual([{ date: '2020-03-15', priceUsd: 5200.366211 }]);
    await expect(cg.fetchDaily(BTC, '2020-03-16', '2020-03-16')).resolves.toEqual([{ date: '2020-03-16', priceUsd: 5392.314941 }]);
    await expect(cg.fetchDaily(ETH, '2020-03-15', '2020-03-15')).resolves.toEqual([{ date: '2020-03-15', priceUsd: 123.306023 }]);
    expect(fake.counts.coingecko).toBe(3);
  });

  it('gives [] for a day without market_data', async () => {
    await expect(source().fetchDaily(BTC, '2020-03-20', '2020-03-20')).resolves.toEqual([]);
  });

  it('reads a short range from market_chart/range (hourly points off midnight)', async () => {
    await expect(source().fetchDaily(BTC, '2020-03-14', '2020-03-17')).resolves.toEqual([
      { date: '2020-03-15', priceUsd: 5200.366211 },
      { date: '2020-03-16', priceUsd: 5392.314941 },
    ]);
    expect(fake.counts.coingecko).toBe(1);
  });

  it('reads a long range in one call and keeps only dates in range', async () => {
    await expect(source().fetchDaily(BTC, '2020-01-01', '2020-12-31')).resolves.toEqual([
      { date: '2020-03-15', priceUsd: 5200.366211 },
      { date: '2020-03-16', priceUsd: 5392.314941 },
    ]);
    await expect(source().fetchDaily(BTC, '2020-03-16', '2020-12-31')).resolves.toEqual([{ date: '2020-03-16', priceUsd: 5392.314941 }]);
    expect(fake.counts.coingecko).toBe(2);
  });

  it('gives [] for an unknown coin (404 coin not found), single day or range', async () => {
    const nope = { id: 'no-such-coin', symbol: 'nope' };
    await expect(source().fetchDaily(nope, '2020-03-15', '2020-03-15')).resolves.toEqual([]);
    await expect(source().fetchDaily(nope, '2020-03-01', '2020-04-01')).resolves.toEqual([]);
  });

  it('fails with http 401 beyond the 365-day window of the Demo/keyless plan', async () => {
    clock = Date.parse('2026-01-01T00:00:00Z');
    const single = source().fetchDaily(BTC, '2020-03-15', '2020-03-15');
    await expect(single).rejects.toBeInstanceOf(UpstreamError);
    await expect(single).rejects.toMatchObject({ kind: 'http', status: 401 });
    await expect(source().fetchDaily(BTC, '2020-03-01', '2020-04-01')).rejects.toMatchObject({ kind: 'http', status: 401 });
  });

  it('sends the demo or pro key header (the fake lifts the window for a pro key)', async () => {
    await source({ apiKey: 'demo-key' }).fetchDaily(BTC, '2020-03-15', '2020-03-15');
    expect(fake.lastHeaders('coingecko')?.['x-cg-demo-api-key']).toBe('demo-key');
    expect(fake.lastHeaders('coingecko')?.['x-cg-pro-api-key']).toBeUndefined();

    clock = Date.parse('2026-01-01T00:00:00Z');
    await expect(source({ apiKey: 'pro-key', plan: 'pro' }).fetchDaily(BTC, '2020-03-15', '2020-03-15')).resolves.toEqual([
      { date: '2020-03-15', priceUsd: 5200.366211 },
    ]);
    expect(fake.lastHeaders('coingecko')?.['x-cg-pro-api-key']).toBe('pro-key');

    await source()
      .fetchDaily(BTC, '2020-03-15', '2020-03-15')
      .catch(() => undefined);
    expect(fake.lastHeaders('coingecko')?.['x-cg-demo-api-key']).toBeUndefined();
  });

  it('returns [] without a request for an empty range and rejects a bad date', async () => {
    await expect(source().fetchDaily(BTC, '2020-03-16', '2020-03-15')).resolves.toEqual([]);
    expect(fake.counts.coingecko).toBe(0);
    await expect(source().fetchDaily(BTC, '2020-02-30', '2020-03-15')).rejects.toBeInstanceOf(RangeError);
  });

  it('maps each failure mode to its UpstreamError kind', async () => {
    fake.setMode('coingecko', 'down');
    await expect(source().fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({ kind: 'http', status: 503 });
    fake.setMode('coingecko', 'rate-limited');
    await expect(source().fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 30_000,
    });
    await expect(source().fetchDaily(BTC, '2020-03-01', '2020-04-01')).rejects.toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 30_000,
    });
    fake.setMode('coingecko', 'malformed');
    await expect(source().fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({ kind: 'malformed' });
    await expect(source().fetchDaily(BTC, '2020-03-01', '2020-04-01')).rejects.toMatchObject({ kind: 'malformed' });
    fake.setMode('coingecko', 'empty');
    await expect(source().fetchDaily(BTC, '2020-03-15', '2020-03-15')).resolves.toEqual([]);
    await expect(source().fetchDaily(BTC, '2020-03-01', '2020-04-01')).resolves.toEqual([]);
  });
});

describe.skipIf(!hasSharedDailyCsv())('createCoinGeckoHistorySource (shared CSV)', () => {
  let fake: FakeHistoryUpstreams;
  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams({ now: () => LATE_2020 });
  });
  afterAll(() => fake?.close());

  it('fills every day of a range with the close of the day before', async () => {
    const cg = createCoinGeckoHistorySource({ baseUrl: fake.urls.coingecko, plan: 'demo', timeoutMs: 2_000 });
    const prices = await cg.fetchDaily(BTC, '2020-03-01', '2020-06-30');
    expect(fake.dataOrigin).toBe('csv');
    expect(prices).toHaveLength(122);
    expect(prices.find((p) => p.date === '2020-03-16')?.priceUsd).toBeCloseTo(5392.31494140625, 5);
    const [single] = await cg.fetchDaily(BTC, '2020-03-16', '2020-03-16');
    expect(single?.priceUsd).toBeCloseTo(5392.31494140625, 5);
  });
});
