import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_CLOSES,
  type FakeHistoryUpstreams,
  hasSharedDailyCsv,
  loadDailyTable,
  startFakeHistoryUpstreams,
} from '../../testing/fake-history-upstreams';
import { addDays } from './http';

describe('fake history upstreams: data', () => {
  it('keys the built-in closes by the next day (price at 00:00 UTC = close of the day before)', () => {
    const { table, origin } = loadDailyTable(null);
    expect(origin).toBe('built-in');
    expect(table.get('BTC')?.get('2020-03-15')).toBe(5200.366211);
    expect(table.get('BTC')?.get('2020-03-16')).toBe(5392.314941);
    expect(table.get('BTC')?.get('2022-01-01')).toBe(46306.445312);
    expect(table.get('ETH')?.get('2020-03-15')).toBe(123.306023);
    expect(table.get('BTC')?.get('2020-03-14')).toBeUndefined();
    expect(loadDailyTable('/nonexistent/daily_close_usd.csv').origin).toBe('built-in');
  });

  it.skipIf(!hasSharedDailyCsv())('reads the shared CSV, whose values the built-in closes repeat exactly', () => {
    const { table, origin } = loadDailyTable();
    expect(origin).toBe('csv');
    expect(table.get('BTC')?.get('2020-03-16')).toBeCloseTo(5392.31494140625, 5);
    expect(table.get('BTC')?.get('2022-01-02')).toBeCloseTo(47686.8125, 5);
    expect(table.get('ETH')?.get('2022-09-16')).toBeCloseTo(1471.6934814453125, 5);
    for (const [date, symbol, close] of BUILT_IN_CLOSES) {
      expect(table.get(symbol)?.get(addDays(date, 1)), `${symbol} ${date}`).toBe(close);
    }
  });
});

describe('fake history upstreams: server', () => {
  let fake: FakeHistoryUpstreams;
  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams({ dataFile: null, now: () => Date.parse('2026-01-01T00:00:00Z') });
  });
  afterAll(() => fake.close());

  it('serves all four sources under their prefixes and counts requests per source', async () => {
    expect(fake.priceAt('BTC', '2020-03-16')).toBe(5392.314941);
    const before = { ...fake.counts };
    const cg = await fetch(`${fake.urls.coingecko}/coins/bitcoin/history?date=15-03-2020`);
    expect(cg.status).toBe(401);
    expect(await cg.json()).toMatchObject({ error: { status: { error_code: 10012 } } });
    expect(
      await (
        await fetch(`${fake.urls.coinbase}/products/BTC-USD/candles?granularity=86400&start=2020-03-15T00:00:00Z&end=2020-03-16T00:00:00Z`)
      ).json(),
    ).toEqual([
      [1_584_316_800, expect.any(Number), expect.any(Number), 5392.314941, 5392.314941, expect.any(Number)],
      [1_584_230_400, expect.any(Number), expect.any(Number), 5200.366211, 5392.314941, expect.any(Number)],
    ]);
    expect(await (await fetch(`${fake.urls.defillama}/prices/historical/1584230400/coingecko:bitcoin,coingecko:nope`)).json()).toEqual({
      coins: { 'coingecko:bitcoin': { price: 5200.366211, symbol: 'BTC', timestamp: 1_584_230_400, confidence: 0.99 } },
    });
    const klines = (await (
      await fetch(`${fake.urls.binance}/api/v3/klines?symbol=BTCUSDT&interval=1d&startTime=1584230400000&limit=1`)
    ).json()) as unknown[][];
    expect(klines).toHaveLength(1);
    expect(klines[0]?.slice(0, 2)).toEqual([1_584_230_400_000, '5200.366211']);
    expect((await fetch(`${fake.urls.coinbase.replace('/coinbase', '/kraken')}/x`)).status).toBe(404);
    expect(fake.counts).toEqual({
      coingecko: before.coingecko + 1,
      coinbase: before.coinbase + 1,
      defillama: before.defillama + 1,
      binance: before.binance + 1,
      frankfurter: before.frankfurter,
    });
  });

  it('rejects requests the real services would reject (too many candles, span, limit)', async () => {
    const candles = await fetch(
      `${fake.urls.coinbase}/products/BTC-USD/candles?granularity=86400&start=2019-01-01T00:00:00Z&end=2020-01-01T00:00:00Z`,
    );
    expect(candles.status).toBe(400);
    expect((await fetch(`${fake.urls.defillama}/chart/coingecko:bitcoin?start=1584230400&span=501&period=1d`)).status).toBe(400);
    expect((await fetch(`${fake.urls.binance}/api/v3/klines?symbol=BTCUSDT&interval=1d&limit=1001`)).status).toBe(400);
  });
});
