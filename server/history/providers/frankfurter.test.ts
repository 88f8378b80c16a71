import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_FX_CLOSES, hasSharedFxCsv, loadFxTable } from '../../testing/fake-frankfurter';
import { type FakeHistoryUpstreams, startFakeHistoryUpstreams } from '../../testing/fake-history-upstreams';
import { UpstreamError } from '../../upstream/types';
import { createCoinGeckoFxSource } from './coingecko-fx';
import { createFrankfurterFxSource, FRANKFURTER_SOURCE_NAME } from './frankfurter';

describe('fake Frankfurter data', () => {
  it('publishes on weekdays only: EUR and GBP as 1/close, JPY as the close, CHF fixed', () => {
    const table = loadFxTable(null);
    expect(table.origin).toBe('built-in');
    expect(table.perUsd('EUR', '2021-11-10')).toBe(1 / 1.1595547199249268);
    expect(table.perUsd('JPY', '2021-11-10')).toBe(112.91200256347656);
    expect(table.perUsd('EUR', '2021-11-13')).toBeUndefined(); // Saturday
    expect(table.perUsd('CHF', '2021-11-12')).toBe(0.92);
    expect(table.perUsd('CHF', '1998-12-31')).toBeUndefined(); // before the ECB's first day
  });

  it.skipIf(!hasSharedFxCsv())('reads the shared Yahoo files, whose values the built-in closes repeat', () => {
    const table = loadFxTable();
    expect(table.origin).toBe('csv');
    for (const [date, pair, close] of BUILT_IN_FX_CLOSES) {
      const code = pair === 'USDJPY' ? 'JPY' : pair.slice(0, 3);
      expect(table.perUsd(code, date), `${pair} ${date}`).toBe(pair === 'USDJPY' ? close : 1 / close);
    }
  });
});

describe('createFrankfurterFxSource', () => {
  let fake: FakeHistoryUpstreams;
  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams({ fxDir: null });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.setMode('frankfurter', 'ok'));

  const source = () => createFrankfurterFxSource({ baseUrl: fake.urls.frankfurter, timeoutMs: 2_000 });

  it('speaks the v1 protocol: a time series of working days, and one date = the latest working day on or before it', async () => {
    const series = await fetch(`${fake.urls.frankfurter}/v1/2021-11-12..2021-11-15?base=USD&symbols=EUR,GBP`);
    expect(await series.json()).toEqual({
      amount: 1,
      base: 'USD',
      start_date: '2021-11-12',
      end_date: '2021-11-15',
      rates: {
        '2021-11-12': { EUR: fake.fxAt('EUR', '2021-11-12'), GBP: fake.fxAt('GBP', '2021-11-12') },
        '2021-11-15': { EUR: fake.fxAt('EUR', '2021-11-15'), GBP: fake.fxAt('GBP', '2021-11-15') },
      },
    });
    const sunday = await fetch(`${fake.urls.frankfurter}/v1/2021-11-14?base=USD&symbols=EUR`);
    expect(await sunday.json()).toEqual({ amount: 1, base: 'USD', date: '2021-11-12', rates: { EUR: fake.fxAt('EUR', '2021-11-12') } });
    const unknown = await fetch(`${fake.urls.frankfurter}/v1/2021-11-12?base=USD&symbols=XYZ`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'not found' });
    expect((await fetch(`${fake.urls.frankfurter}/v1/2021-02-30?base=USD`)).status).toBe(422);
  });

  it('returns the working days of a range, weekends absent', async () => {
    const fx = source();
    expect(fx.name).toBe(FRANKFURTER_SOURCE_NAME);
    await expect(fx.fetchRates('eur', '2021-11-10', '2021-11-15')).resolves.toEqual(
      ['2021-11-10', '2021-11-11', '2021-11-12', '2021-11-15'].map((date) => ({ date, perUsd: fake.fxAt('EUR', date) })),
    );
  });

  it('knows which currencies the ECB publishes, and gives [] where it has nothing', async () => {
    const fx = source();
    expect(fx.supports('chf')).toBe(true);
    expect(fx.supports('ngn')).toBe(false);
    const before = fake.counts.frankfurter;
    await expect(fx.fetchRates('ngn', '2021-11-10', '2021-11-12')).resolves.toEqual([]);
    expect(fake.counts.frankfurter).toBe(before); // not even asked
    await expect(fx.fetchRates('eur', '1990-01-01', '1990-01-31')).resolves.toEqual([]); // 404 not found
    await expect(fx.fetchRates('eur', '2021-11-13', '2021-11-14')).resolves.toEqual([]); // a weekend only
  });

  it('rejects with UpstreamError when the service fails', async () => {
    fake.setMode('frankfurter', 'down');
    await expect(source().fetchRates('eur', '2021-11-10', '2021-11-12')).rejects.toMatchObject({ kind: 'http', status: 503 });
    fake.setMode('frankfurter', 'rate-limited');
    await expect(source().fetchRates('eur', '2021-11-10', '2021-11-12')).rejects.toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 30_000,
    });
    fake.setMode('frankfurter', 'malformed');
    await expect(source().fetchRates('eur', '2021-11-10', '2021-11-12')).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('createCoinGeckoFxSource', () => {
  const NOW = Date.parse('2022-06-01T12:00:00Z'); // the 365-day window holds 2022-01-01
  let fake: FakeHistoryUpstreams;
  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams({ dataFile: null, now: () => NOW });
  });
  afterAll(() => fake.close());

  it('derives units per USD from Bitcoin’s price in both currencies, spending a call each time', async () => {
    let calls = 0;
    const fx = createCoinGeckoFxSource({ baseUrl: fake.urls.coingecko, plan: 'demo', timeoutMs: 2_000, beforeCall: () => void calls++ });
    const [day] = await fx.fetchRates('ngn', '2022-01-01', '2022-01-01');
    const btc = fake.priceAt('BTC', '2022-01-01')!;
    expect(day).toEqual({ date: '2022-01-01', perUsd: (btc * 415.5) / btc });
    expect(calls).toBe(1);
    const range = await fx.fetchRates('ngn', '2021-12-31', '2022-01-02');
    expect(range.map((r) => r.date)).toEqual(['2022-01-01']); // the only BTC day the built-in table has
    expect(range[0]?.perUsd).toBeCloseTo(415.5, 9);
    expect(calls).toBe(3); // usd and ngn series
  });

  it('stops before the call when the budget refuses it', async () => {
    const fx = createCoinGeckoFxSource({
      baseUrl: fake.urls.coingecko,
      plan: 'demo',
      timeoutMs: 2_000,
      beforeCall: () => {
        throw new UpstreamError('budget', 'no budget');
      },
    });
    const before = fake.counts.coingecko;
    await expect(fx.fetchRates('ngn', '2022-01-01', '2022-01-01')).rejects.toMatchObject({ kind: 'budget' });
    expect(fake.counts.coingecko).toBe(before);
  });
});
