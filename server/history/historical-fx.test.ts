import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Currency } from '@shared/schemas/currency';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createCoinGeckoFxSource } from './providers/coingecko-fx';
import { createFrankfurterFxSource } from './providers/frankfurter';
import type { RatesStore } from '../store/rates-store';
import { openSqliteStore } from '../store/sqlite-store';
import { type FakeHistoryUpstreams, startFakeHistoryUpstreams } from '../testing/fake-history-upstreams';
import { HistoricalFx, type HistoricalFxOptions } from './historical-fx';

const fiat = (id: string): Currency => ({ id, symbol: id.toUpperCase(), name: id, image: '', type: 'fiat' });
const EUR = fiat('eur');
const NGN = fiat('ngn');
const logger = createLogger('silent');

// CoinGecko's 365-day window then holds 2022-01-01, a day the fake's built-in table has BTC for.
const NOW = Date.parse('2022-06-01T12:00:00Z');
let clock = NOW;
let fake: FakeHistoryUpstreams;
let dataDir: string;
let store: RatesStore;
let budgetCalls = 0;

beforeEach(async () => {
  clock = NOW;
  budgetCalls = 0;
  fake = await startFakeHistoryUpstreams({ dataFile: null, fxDir: null, now: () => clock });
  dataDir = mkdtempSync(join(tmpdir(), 'fx-test-'));
  store = openSqliteStore(dataDir, logger);
});
afterEach(async () => {
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
  await fake.close();
});

/** Frankfurter, then CoinGecko inside a 365-day window, as services.ts wires them. */
function service(options: Partial<HistoricalFxOptions> = {}, frankfurterUrl = fake.urls.frankfurter) {
  return new HistoricalFx({
    chain: [
      { source: createFrankfurterFxSource({ baseUrl: frankfurterUrl, timeoutMs: 2_000 }) },
      {
        source: createCoinGeckoFxSource({
          baseUrl: fake.urls.coingecko,
          plan: 'demo',
          timeoutMs: 2_000,
          beforeCall: () => void budgetCalls++,
        }),
        windowDays: 365,
      },
    ],
    store,
    logger,
    now: () => clock,
    ...options,
  });
}

describe('HistoricalFx', () => {
  it('gives a weekend day the rate of the Friday before, naming that day', async () => {
    await expect(service().rateOn(EUR, '2021-11-13')).resolves.toEqual({
      date: '2021-11-13',
      perUsd: fake.fxAt('EUR', '2021-11-12'),
      rateDate: '2021-11-12',
      source: 'ECB via Frankfurter',
    });
  });

  it('fills every calendar day of a range from one request', async () => {
    const days = await service().range(EUR, '2021-11-10', '2021-11-16');
    expect(days.map((d) => [d.date, d.rateDate])).toEqual([
      ['2021-11-10', '2021-11-10'],
      ['2021-11-11', '2021-11-11'],
      ['2021-11-12', '2021-11-12'],
      ['2021-11-13', '2021-11-12'],
      ['2021-11-14', '2021-11-12'],
      ['2021-11-15', '2021-11-15'],
      ['2021-11-16', '2021-11-16'],
    ]);
    for (const d of days) expect(d.perUsd).toBe(fake.fxAt('EUR', d.rateDate));
    expect(fake.counts.frankfurter).toBe(1);
  });

  it('stores what it fetched and never asks again, even after a restart with the source down', async () => {
    const first = await service().range(EUR, '2021-11-12', '2021-11-14');
    expect(fake.counts.frankfurter).toBe(1);
    fake.setMode('frankfurter', 'down');
    await expect(service().range(EUR, '2021-11-12', '2021-11-14')).resolves.toEqual(first);
    await expect(service().rateOn(EUR, '2021-11-13')).resolves.toEqual(first[1]);
    expect(fake.counts.frankfurter).toBe(1);
    expect(store.getHistoricalFx('eur', '2021-11-12', '2021-11-14')).toEqual(first);
  });

  it('keeps today in memory only (the ECB may still publish); a weekend a Monday rate follows is settled', async () => {
    clock = Date.parse('2021-11-15T12:00:00Z'); // a Monday
    const fx = service();
    const days = await fx.range(EUR, '2021-11-12', '2021-11-15');
    expect(days.map((d) => d.rateDate)).toEqual(['2021-11-12', '2021-11-12', '2021-11-12', '2021-11-15']);
    expect(store.getHistoricalFx('eur', '2021-11-12', '2021-11-15').map((r) => r.date)).toEqual(['2021-11-12', '2021-11-13', '2021-11-14']);
    await fx.rateOn(EUR, '2021-11-15');
    expect(fake.counts.frankfurter).toBe(1); // within the hour: not asked again
  });

  it('asks CoinGecko for a currency the ECB does not publish, spending the shared budget', async () => {
    const day = await service().rateOn(NGN, '2022-01-01');
    expect(day).toMatchObject({ date: '2022-01-01', rateDate: '2022-01-01', source: 'CoinGecko' });
    expect(day.perUsd).toBeCloseTo(415.5, 9);
    expect(fake.counts.frankfurter).toBe(0);
    expect(budgetCalls).toBe(1);
  });

  it('falls back to CoinGecko inside its window when Frankfurter is down, and not outside it', async () => {
    fake.setMode('frankfurter', 'down');
    const day = await service().rateOn(EUR, '2022-01-01');
    expect(day.source).toBe('CoinGecko');
    expect(day.perUsd).toBeCloseTo(0.9, 9);
    await expect(service().rateOn(EUR, '2020-03-13')).rejects.toMatchObject({ status: 503 });
  });

  it('answers 503 when every source fails, then rests them instead of asking on each visit', async () => {
    fake.setMode('frankfurter', 'down');
    fake.setMode('coingecko', 'down');
    const fx = service();
    await expect(fx.rateOn(EUR, '2021-11-13')).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('Exchange rates for EUR are unavailable right now'),
    });
    const asked = { ...fake.counts };
    await expect(fx.rateOn(EUR, '2021-11-12')).rejects.toMatchObject({ status: 503 });
    expect(fake.counts).toEqual(asked);
    fake.setMode('frankfurter', 'ok');
    clock += 31_000; // the first rest is 30 s
    await expect(fx.rateOn(EUR, '2021-11-12')).resolves.toMatchObject({ rateDate: '2021-11-12' });
  });

  it('answers 404 when the sources answer but have no rate', async () => {
    await expect(service().rateOn(EUR, '1990-06-01')).rejects.toMatchObject({
      status: 404,
      message: 'No EUR exchange rate for 1990-06-01 was found in any of our sources. Try a nearby date.',
    });
  });

  it('makes a visitor wait about one timeout at most for a source that hangs', async () => {
    const hanging: Server = createServer(() => {}); // never answers
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const started = Date.now();
      await expect(service({ waitMs: 300 }, url).rateOn(EUR, '2021-11-12')).rejects.toMatchObject({ status: 503 });
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
  });

  it('rejects future dates and needs no source for USD', async () => {
    await expect(service().rateOn(EUR, '2022-06-02')).rejects.toMatchObject({
      status: 400,
      message: 'The date 2022-06-02 is in the future. The latest date with an exchange rate is 2022-06-01.',
    });
    await expect(service({ chain: [] }).range(fiat('usd'), '2021-11-13', '2021-11-14')).resolves.toEqual([
      { date: '2021-11-13', perUsd: 1, rateDate: '2021-11-13', source: 'USD' },
      { date: '2021-11-14', perUsd: 1, rateDate: '2021-11-14', source: 'USD' },
    ]);
  });
});
