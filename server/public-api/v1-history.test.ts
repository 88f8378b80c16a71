import { HistoricalFxResponseSchema } from '@shared/schemas/historical-fx-response';
import { HistoricalPriceResponseSchema, HistoricalRangeResponseSchema } from '@shared/schemas/historical-response';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeHistoryUpstreams } from '../testing/fake-history-upstreams';
import { startHistoryTestServer } from '../testing/history-test-server';
import type { TestServer } from '../testing/test-server';

let upstreams: FakeHistoryUpstreams | undefined;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  await upstreams?.close();
  server = upstreams = undefined;
});

async function start() {
  ({ server, upstreams } = await startHistoryTestServer());
  return { s: server, up: upstreams };
}

async function get(path: string) {
  const res = await fetch(`${server!.baseUrl}${path}`, { headers: { Origin: 'http://other-site.example' } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('/api/v1 history and exchange rates', () => {
  it('answers a past day’s price, a range, the exchange rates and a conversion on a date, readable from any origin', async () => {
    const { up } = await start();
    const price = await get('/api/v1/historical-price?currency=bitcoin&date=2020-03-15');
    expect(price.status).toBe(200);
    expect(price.headers.get('access-control-allow-origin')).toBe('*');
    expect(price.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(HistoricalPriceResponseSchema.parse(price.body)).toMatchObject({
      currency: 'bitcoin',
      date: '2020-03-15',
      price: up.priceAt('BTC', '2020-03-15'),
    });

    const range = await get('/api/v1/historical-range?currency=bitcoin&from=2020-03-10&to=2020-03-15');
    expect(range.status).toBe(200);
    expect(HistoricalRangeResponseSchema.parse(range.body).points.length).toBeGreaterThan(0);

    const fx = await get('/api/v1/historical-fx?currency=eur&from=2020-03-13&to=2020-03-16');
    expect(fx.status).toBe(200);
    expect(HistoricalFxResponseSchema.parse(fx.body).points.length).toBeGreaterThan(0);

    const onDate = await get('/api/v1/convert-on-date?from=bitcoin&to=eur&date=2020-03-16');
    expect(onDate.status).toBe(200);
    expect(onDate.body).toMatchObject({ from: 'bitcoin', to: 'eur', date: '2020-03-16' });
  });

  it('names a history outage by its own problem type, with the sources that failed', async () => {
    const { up } = await start();
    for (const source of ['coingecko', 'coinbase', 'defillama', 'binance'] as const) up.setMode(source, 'down');
    const res = await get('/api/v1/historical-price?currency=bitcoin&date=2020-03-15');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      type: '/api/v1/problems/history-unavailable',
      title: 'The data is unavailable right now',
      status: 503,
      detail:
        'Historical prices for Bitcoin (BTC) are unavailable right now (Coinbase, DefiLlama, Binance did not answer). Please try again in a minute.',
      subject: 'Bitcoin (BTC)',
      sources: ['Coinbase', 'DefiLlama', 'Binance'],
    });
  });
});
