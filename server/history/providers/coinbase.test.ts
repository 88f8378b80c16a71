import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHistoryUpstreams, hasSharedDailyCsv, startFakeHistoryUpstreams } from '../../testing/fake-history-upstreams';
import { UpstreamError } from '../../upstream/types';
import { createCoinbaseHistorySource, DEFAULT_USER_AGENT } from './coinbase';
import { addDays, daysBetween } from './http';

const BTC = { id: 'bitcoin', symbol: 'btc' };
const ETH = { id: 'ethereum', symbol: 'eth' };
const LTC = { id: 'litecoin', symbol: 'ltc' };

describe('createCoinbaseHistorySource (built-in prices)', () => {
  let fake: FakeHistoryUpstreams;

  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams({ dataFile: null });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode('coinbase', 'ok');
    fake.counts.coinbase = 0;
  });

  const source = (userAgent?: string) =>
    createCoinbaseHistorySource({ baseUrl: fake.urls.coinbase, timeoutMs: 2_000, ...(userAgent ? { userAgent } : {}) });

  it('reads a single day as the open of that day’s candle, sending a user-agent', async () => {
    const cb = source();
    expect(cb.name).toBe('coinbase');
    await expect(cb.fetchDaily(BTC, '2020-03-15', '2020-03-15')).resolves.toEqual([{ date: '2020-03-15', priceUsd: 5200.366211 }]);
    expect(fake.counts.coinbase).toBe(1);
    expect(fake.lastHeaders('coinbase')?.['user-agent']).toBe(DEFAULT_USER_AGENT);
    await source('tester/2').fetchDaily(BTC, '2020-03-16', '2020-03-16');
    expect(fake.lastHeaders('coinbase')?.['user-agent']).toBe('tester/2');
  });

  it('pages a range longer than 300 days in ≤300-day windows and sorts ascending', async () => {
    const from = '2019-06-01';
    const to = '2022-01-31';
    await expect(source().fetchDaily(BTC, from, to)).resolves.toEqual([
      { date: '2020-03-15', priceUsd: 5200.366211 },
      { date: '2020-03-16', priceUsd: 5392.314941 },
      { date: '2021-11-10', priceUsd: 66971.828125 },
      { date: '2022-01-01', priceUsd: 46306.445312 },
    ]);
    expect(fake.counts.coinbase).toBe(Math.ceil((daysBetween(from, to) + 1) / 300)); // 4; the fake rejects >300
  });

  it('knows nothing before a product was listed', async () => {
    await expect(source().fetchDaily(BTC, '2015-07-21', '2015-07-21')).resolves.toEqual([{ date: '2015-07-21', priceUsd: 278.980988 }]);
    await expect(source().fetchDaily(ETH, '2016-03-01', '2016-03-01')).resolves.toEqual([]); // ETH-USD from 2016-05-24
    await expect(source().fetchDaily(LTC, '2016-08-01', '2016-08-31')).resolves.toEqual([{ date: '2016-08-17', priceUsd: 3.63772 }]);
  });

  it('gives [] for an unknown product (404 NotFound) and stops paging', async () => {
    await expect(source().fetchDaily({ id: 'solana', symbol: 'sol' }, '2020-01-01', '2022-12-31')).resolves.toEqual([]);
    expect(fake.counts.coinbase).toBe(1);
  });

  it('supports plausible symbols only, and never requests the others', async () => {
    const cb = source();
    expect(cb.supports?.(BTC)).toBe(true);
    expect(cb.supports?.({ id: 'x', symbol: '1inch' })).toBe(true);
    for (const symbol of ['b', 'btc/usd', 'averyverylongsymbol', '']) {
      expect(cb.supports?.({ id: 'x', symbol }), symbol).toBe(false);
      await expect(cb.fetchDaily({ id: 'x', symbol }, '2020-03-15', '2020-03-15')).resolves.toEqual([]);
    }
    await expect(cb.fetchDaily(BTC, '2020-03-16', '2020-03-15')).resolves.toEqual([]);
    expect(fake.counts.coinbase).toBe(0);
    await expect(cb.fetchDaily(BTC, 'yesterday', '2020-03-15')).rejects.toBeInstanceOf(RangeError);
  });

  it('maps each failure mode to its UpstreamError kind', async () => {
    const cb = source();
    fake.setMode('coinbase', 'down');
    const down = cb.fetchDaily(BTC, '2020-03-15', '2020-03-15');
    await expect(down).rejects.toBeInstanceOf(UpstreamError);
    await expect(down).rejects.toMatchObject({ kind: 'http', status: 503 });
    fake.setMode('coinbase', 'rate-limited');
    await expect(cb.fetchDaily(BTC, '2020-01-01', '2021-12-31')).rejects.toMatchObject({ kind: 'rate-limited', retryAfterMs: 30_000 });
    fake.setMode('coinbase', 'malformed');
    await expect(cb.fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({ kind: 'malformed' });
    fake.setMode('coinbase', 'empty');
    await expect(cb.fetchDaily(BTC, '2020-03-15', '2020-03-15')).resolves.toEqual([]);
  });
});

describe.skipIf(!hasSharedDailyCsv())('createCoinbaseHistorySource (shared CSV)', () => {
  let fake: FakeHistoryUpstreams;
  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams();
  });
  afterAll(() => fake?.close());

  it('fills every day of a multi-page range', async () => {
    const cb = createCoinbaseHistorySource({ baseUrl: fake.urls.coinbase, timeoutMs: 2_000 });
    const prices = await cb.fetchDaily(BTC, '2020-01-01', '2021-12-31');
    expect(prices).toHaveLength(731);
    expect(prices.every((p, i) => p.date === addDays('2020-01-01', i))).toBe(true);
    expect(prices.find((p) => p.date === '2020-03-16')?.priceUsd).toBeCloseTo(5392.31494140625, 5);
    expect(prices.find((p) => p.date === '2022-01-01')).toBeUndefined();
  });

  it('starts ETH at its listing day', async () => {
    const cb = createCoinbaseHistorySource({ baseUrl: fake.urls.coinbase, timeoutMs: 2_000 });
    const prices = await cb.fetchDaily(ETH, '2016-05-01', '2016-06-30');
    expect(prices[0]?.date).toBe('2016-05-24');
    expect(prices).toHaveLength(38);
  });
});
