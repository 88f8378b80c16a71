import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHistoryUpstreams, hasSharedDailyCsv, startFakeHistoryUpstreams } from '../../testing/fake-history-upstreams';
import { UpstreamError } from '../../upstream/types';
import { createDefiLlamaHistorySource } from './defillama';
import { addDays, daysBetween } from './http';

const BTC = { id: 'bitcoin', symbol: 'btc' };
const ETH = { id: 'ethereum', symbol: 'eth' };

describe('createDefiLlamaHistorySource (built-in prices)', () => {
  let fake: FakeHistoryUpstreams;

  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams({ dataFile: null });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode('defillama', 'ok');
    fake.counts.defillama = 0;
  });

  const source = () => createDefiLlamaHistorySource({ baseUrl: fake.urls.defillama, timeoutMs: 2_000 });

  it('reads a single day from /prices/historical at 00:00 UTC', async () => {
    const llama = source();
    expect(llama.name).toBe('defillama');
    expect(llama.supports?.(BTC)).toBe(true);
    await expect(llama.fetchDaily(BTC, '2020-03-15', '2020-03-15')).resolves.toEqual([{ date: '2020-03-15', priceUsd: 5200.366211 }]);
    await expect(llama.fetchDaily(ETH, '2016-03-01', '2016-03-01')).resolves.toEqual([{ date: '2016-03-01', priceUsd: 6.34 }]);
    await expect(llama.fetchDaily(BTC, '2020-03-20', '2020-03-20')).resolves.toEqual([]);
    expect(fake.counts.defillama).toBe(3);
  });

  it('pages a range longer than 500 days through /chart (points a little off midnight)', async () => {
    const from = '2019-01-01';
    const to = '2022-01-31';
    await expect(source().fetchDaily(BTC, from, to)).resolves.toEqual([
      { date: '2020-03-15', priceUsd: 5200.366211 },
      { date: '2020-03-16', priceUsd: 5392.314941 },
      { date: '2021-11-10', priceUsd: 66971.828125 },
      { date: '2022-01-01', priceUsd: 46306.445312 },
    ]);
    expect(fake.counts.defillama).toBe(Math.ceil((daysBetween(from, to) + 1) / 500)); // 3; the fake rejects span > 500
  });

  it('keeps range results inside [from, to]', async () => {
    await expect(source().fetchDaily(BTC, '2020-03-16', '2020-03-17')).resolves.toEqual([{ date: '2020-03-16', priceUsd: 5392.314941 }]);
  });

  it('gives [] for an unknown id (empty coins)', async () => {
    const nope = { id: 'no-such-coin', symbol: 'nope' };
    await expect(source().fetchDaily(nope, '2020-03-15', '2020-03-15')).resolves.toEqual([]);
    await expect(source().fetchDaily(nope, '2020-01-01', '2020-12-31')).resolves.toEqual([]);
    await expect(source().fetchDaily({ id: ' ', symbol: 'x' }, '2020-01-01', '2020-12-31')).resolves.toEqual([]);
  });

  it('maps each failure mode to its UpstreamError kind', async () => {
    const llama = source();
    fake.setMode('defillama', 'down');
    const down = llama.fetchDaily(BTC, '2020-03-15', '2020-03-15');
    await expect(down).rejects.toBeInstanceOf(UpstreamError);
    await expect(down).rejects.toMatchObject({ kind: 'http', status: 503 });
    fake.setMode('defillama', 'rate-limited');
    await expect(llama.fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({ kind: 'rate-limited', retryAfterMs: 30_000 });
    fake.setMode('defillama', 'malformed');
    await expect(llama.fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({ kind: 'malformed' });
    await expect(llama.fetchDaily(BTC, '2020-03-01', '2020-03-31')).rejects.toMatchObject({ kind: 'malformed' });
    fake.setMode('defillama', 'empty');
    await expect(llama.fetchDaily(BTC, '2020-03-15', '2020-03-15')).resolves.toEqual([]);
    await expect(llama.fetchDaily(BTC, '2020-03-01', '2020-03-31')).resolves.toEqual([]);
  });
});

describe.skipIf(!hasSharedDailyCsv())('createDefiLlamaHistorySource (shared CSV)', () => {
  let fake: FakeHistoryUpstreams;
  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams();
  });
  afterAll(() => fake?.close());

  it('fills every day of a multi-page range', async () => {
    const llama = createDefiLlamaHistorySource({ baseUrl: fake.urls.defillama, timeoutMs: 2_000 });
    const prices = await llama.fetchDaily(BTC, '2020-01-01', '2021-06-30');
    expect(prices).toHaveLength(547);
    expect(prices.every((p, i) => p.date === addDays('2020-01-01', i))).toBe(true);
    expect(prices.find((p) => p.date === '2020-03-16')?.priceUsd).toBeCloseTo(5392.31494140625, 5);
    const [single] = await llama.fetchDaily(ETH, '2022-09-16', '2022-09-16');
    expect(single?.priceUsd).toBeCloseTo(1471.6934814453125, 5);
  });
});
