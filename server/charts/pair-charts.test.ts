import { KNOWN_FIATS } from '@shared/currencies/fiat-currencies';
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import { MAX_CHART_POINTS } from '@shared/schemas/chart-response';
import type { Currency } from '@shared/schemas/currency';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCoinGeckoChartSource } from './coingecko-chart';
import { UpstreamError } from '../upstream/types';
import { type FakeCoinGecko, fakeChartPrice, fakeChartSpan, fakeChartTimes, startFakeCoinGecko } from '../testing/fake-coingecko';
import { NoChartDataError, PairCharts } from './pair-charts';
import type { CachedSeries, SharedSeriesStore } from './series-cache';
import { alignedRatio, downsample } from './series-math';

const coin = (id: string) => KNOWN_COINS.find((c) => c.id === id)!;
const fiat = (id: string) => KNOWN_FIATS.find((c) => c.id === id)!;
const BTC = coin('bitcoin');
const ETH = coin('ethereum');
const SOL = coin('solana');
const EUR = fiat('eur');
const USD = fiat('usd');
const HOUR = 3_600_000;

let fake: FakeCoinGecko;
beforeAll(async () => {
  fake = await startFakeCoinGecko();
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('ok'));

function charts(options: { now?: () => number; refuse?: () => boolean; maxDays?: number | 'max'; shared?: SharedSeriesStore } = {}) {
  const source = createCoinGeckoChartSource({
    baseUrl: fake.url,
    plan: 'keyless',
    timeoutMs: 1_000,
    beforeCall: () => {
      if (options.refuse?.()) throw new UpstreamError('budget', 'upstream call budget reached', { retryAfterMs: 1_000 });
    },
  });
  return new PairCharts({
    source,
    maxDays: options.maxDays ?? 365,
    shared: options.shared ?? null,
    ...(options.now ? { now: options.now } : {}),
  });
}

const calls = (id: string) => fake.counts[`/api/v3/coins/${id}/market_chart`] ?? 0;

describe('PairCharts', () => {
  it('charts a coin in a fiat with the upstream series itself, ending at the current price', async () => {
    const chart = await charts().chart(ETH, EUR, '7d');
    expect(chart.points).toHaveLength(169);
    const [nowMs, last] = chart.points.at(-1)!;
    expect(last).toBe(3600);
    expect(chart.asOf.getTime()).toBe(nowMs);
    expect(chart.source).toBe('CoinGecko');
    expect(chart.stale).toBe(false);
    for (const [ms, price] of chart.points.slice(0, 5))
      expect(price).toBeCloseTo(fakeChartPrice('ethereum', 'eur', ms, nowMs, fakeChartSpan(7, nowMs)), 9);
  });

  it('charts a fiat in a coin as the inverse of the coin in that fiat', async () => {
    const chart = await charts().chart(EUR, ETH, '24h');
    expect(chart.points).toHaveLength(289);
    const [nowMs, last] = chart.points.at(-1)!;
    expect(last).toBeCloseTo(1 / 3600, 15);
    const [ms, price] = chart.points[0]!;
    expect(price).toBeCloseTo(1 / fakeChartPrice('ethereum', 'eur', ms, nowMs, fakeChartSpan(1, nowMs)), 15);
  });

  it('charts a coin in a coin as the ratio of their USD series, point by nearest point', async () => {
    const chart = await charts().chart(ETH, SOL, '7d');
    expect(chart.points).toHaveLength(169);
    const [nowMs, last] = chart.points.at(-1)!;
    expect(last).toBeCloseTo(4000 / 200, 12);
    // The coins' points sit a few seconds apart: each ETH point meets the SOL point of its hour.
    const span = fakeChartSpan(7, nowMs);
    const [ms, price] = chart.points[20]!;
    const solMs = fakeChartTimes('solana', 7, nowMs)[20]!;
    expect(solMs).not.toBe(ms);
    expect(price).toBeCloseTo(fakeChartPrice('ethereum', 'usd', ms, nowMs, span) / fakeChartPrice('solana', 'usd', solMs, nowMs, span), 9);
    // The two amplitudes differ, so the ratio really moves.
    const ratios = chart.points.map(([, p]) => p);
    expect(Math.max(...ratios) / Math.min(...ratios)).toBeGreaterThan(1.01);
  });

  it('downsamples long series to the point limit, keeping the first and the latest point', async () => {
    const chart = await charts().chart(BTC, USD, '30d');
    expect(chart.points).toHaveLength(MAX_CHART_POINTS); // 721 hourly points upstream
    expect(chart.points.at(-1)![1]).toBe(100_000);
    const max = await charts({ maxDays: 'max' }).chart(BTC, USD, 'max');
    expect(max.points).toHaveLength(MAX_CHART_POINTS);
    expect(max.points[0]![0]).toBeLessThan(Date.UTC(2015, 0, 2));
  });

  it('asks for the plan’s window when the plan has no full history', async () => {
    const chart = await charts({ maxDays: 365 }).chart(SOL, USD, 'max');
    expect(chart.points).toHaveLength(366);
  });

  it('reuses a series within its freshness window and shares one call between concurrent requests', async () => {
    let now = Date.now();
    const service = charts({ now: () => now });
    const before = calls('cardano');
    const ada = coin('cardano');
    await Promise.all([service.chart(ada, USD, '24h'), service.chart(ada, USD, '24h'), service.chart(USD, ada, '24h')]);
    expect(calls('cardano') - before).toBe(1);
    now += 4 * 60_000;
    await service.chart(ada, USD, '24h');
    expect(calls('cardano') - before).toBe(1);
    now += 2 * 60_000; // past 5 minutes: fetched again
    await service.chart(ada, USD, '24h');
    expect(calls('cardano') - before).toBe(2);
  });

  it('serves the last series, even expired, when the upstream fails, and pauses before asking again', async () => {
    let now = Date.now();
    const service = charts({ now: () => now });
    const fresh = await service.chart(BTC, EUR, '1y');
    now += 7 * HOUR;
    fake.setMode('down');
    const before = calls('bitcoin');
    const stale = await service.chart(BTC, EUR, '1y');
    expect(stale.points).toEqual(fresh.points);
    expect(stale.stale).toBe(true);
    expect(calls('bitcoin') - before).toBe(1);
    await service.chart(BTC, EUR, '1y');
    expect(calls('bitcoin') - before).toBe(1); // paused: not asked again at once
  });

  it('with a shared store (the fleet’s Redis), one instance’s fetch serves the others until it ages', async () => {
    let now = Date.now();
    const kept = new Map<string, string>(); // stored as text, as Redis does
    const shared: SharedSeriesStore = {
      read: async (key) => (kept.has(key) ? (JSON.parse(kept.get(key)!) as CachedSeries) : undefined),
      write: (key, entry) => void kept.set(key, JSON.stringify(entry)),
    };
    const [a, b, c] = [charts({ now: () => now, shared }), charts({ now: () => now, shared }), charts({ now: () => now, shared })];
    const dot = coin('polkadot');
    const before = calls('polkadot');
    const first = await a.chart(dot, USD, '7d');
    const second = await b.chart(dot, USD, '7d');
    expect(calls('polkadot') - before).toBe(1);
    expect(second.points).toEqual(first.points);
    // The copy ages from its fetch, not from when b read it: past 15 minutes, b fetches anew…
    now += 16 * 60_000;
    await b.chart(dot, USD, '7d');
    expect(calls('polkadot') - before).toBe(2);
    // …and a, whose own copy is old, takes b's newer one instead of calling.
    await a.chart(dot, USD, '7d');
    expect(calls('polkadot') - before).toBe(2);
    // A newcomer whose first fetch fails still shows the fleet's last series, marked stale.
    now += 7 * HOUR;
    fake.setMode('down');
    const stale = await c.chart(dot, USD, '7d');
    expect(stale.stale).toBe(true);
    expect(stale.points.length).toBeGreaterThan(100);
  });

  it('fails with UpstreamError when the upstream fails and nothing is cached', async () => {
    fake.setMode('down');
    await expect(charts().chart(BTC, EUR, '24h')).rejects.toBeInstanceOf(UpstreamError);
    fake.setMode('ok');
    await expect(charts({ refuse: () => true }).chart(BTC, EUR, '24h')).rejects.toMatchObject({ kind: 'budget' });
  });

  it('says so when the upstream has no history for a coin', async () => {
    const unknown: Currency = { id: 'not-listed-anywhere', symbol: 'NLA', name: 'Not Listed', image: '', type: 'crypto' };
    await expect(charts().chart(unknown, USD, '7d')).rejects.toBeInstanceOf(NoChartDataError);
    await expect(charts().chart(ETH, unknown, '7d')).rejects.toBeInstanceOf(NoChartDataError);
  });
});

describe('series math', () => {
  it('aligns by nearest timestamp within the tolerance and leaves out points without a partner', () => {
    const a: [number, number][] = [
      [0, 10],
      [100, 20],
      [200, 30],
      [300, 40],
    ];
    const b: [number, number][] = [
      [95, 2],
      [210, 5],
      [290, 4],
    ];
    expect(alignedRatio(a, b, 20)).toEqual([
      [100, 10],
      [200, 6],
      [300, 10],
    ]);
  });

  it('downsamples evenly by index and keeps both ends', () => {
    const series: [number, number][] = Array.from({ length: 1000 }, (_, i) => [i, i + 1]);
    const out = downsample(series, 400);
    expect(out).toHaveLength(400);
    expect(out[0]).toEqual([0, 1]);
    expect(out.at(-1)).toEqual([999, 1000]);
    expect(downsample(series.slice(0, 10), 400)).toHaveLength(10);
  });
});
