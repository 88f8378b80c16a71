import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeCoinGecko, fakeChartPrice, fakeChartSpan, startFakeCoinGecko } from '../testing/fake-coingecko';
import { createCoinGeckoChartSource } from './coingecko-chart';
import { UpstreamError } from '../upstream/types';

let fake: FakeCoinGecko;
beforeAll(async () => {
  fake = await startFakeCoinGecko();
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('ok'));

const source = (beforeCall?: () => void) =>
  createCoinGeckoChartSource({ baseUrl: fake.url, plan: 'demo', apiKey: 'k', timeoutMs: 1_000, ...(beforeCall ? { beforeCall } : {}) });

describe('createCoinGeckoChartSource', () => {
  it('reads /coins/{id}/market_chart prices in the asked currency, oldest first, ending at the current price', async () => {
    const series = await source().fetchSeries('ethereum', 'eur', 7);
    expect(series).toHaveLength(7 * 24 + 1); // hourly, as CoinGecko answers 2–90 days
    const [nowMs, last] = series!.at(-1)!;
    expect(last).toBe(3600); // 4000 USD × 0.9 EUR per USD
    const [ms, price] = series![10]!;
    expect(price).toBeCloseTo(fakeChartPrice('ethereum', 'eur', ms, nowMs, fakeChartSpan(7, nowMs)), 9);
    expect(series!.every(([t], i) => i === 0 || t > series![i - 1]![0])).toBe(true);
    expect(fake.lastHeaders()?.['x-cg-demo-api-key']).toBe('k');
  });

  it('asks with CoinGecko granularity: 5-minutely for 1 day, daily beyond 90 days', async () => {
    expect(await source().fetchSeries('bitcoin', 'usd', 1)).toHaveLength(289);
    expect(await source().fetchSeries('bitcoin', 'usd', 365)).toHaveLength(366);
  });

  it('resolves null for a coin CoinGecko does not know', async () => {
    expect(await source().fetchSeries('no-such-coin', 'usd', 7)).toBeNull();
  });

  it('rejects with UpstreamError when CoinGecko is down or limits us', async () => {
    fake.setMode('down');
    await expect(source().fetchSeries('bitcoin', 'usd', 7)).rejects.toMatchObject({ kind: 'http', status: 503 });
    fake.setMode('rate-limited');
    await expect(source().fetchSeries('bitcoin', 'usd', 7)).rejects.toMatchObject({ kind: 'rate-limited', retryAfterMs: 30_000 });
    fake.setMode('malformed');
    await expect(source().fetchSeries('bitcoin', 'usd', 7)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('makes no request when the budget refuses it', async () => {
    const before = fake.counts['/api/v3/coins/bitcoin/market_chart'] ?? 0;
    const refuse = () => {
      throw new UpstreamError('budget', 'upstream call budget reached');
    };
    await expect(source(refuse).fetchSeries('bitcoin', 'usd', 7)).rejects.toMatchObject({ kind: 'budget' });
    expect(fake.counts['/api/v3/coins/bitcoin/market_chart'] ?? 0).toBe(before);
  });
});
