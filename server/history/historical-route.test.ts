import { ApiErrorBodySchema } from '@shared/schemas/api-error';
import { addDays, todayUtc } from '@shared/dates';
import { HistoricalPriceResponseSchema, HistoricalRangeResponseSchema } from '@shared/schemas/historical';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHistoryUpstreams, hasSharedDailyCsv } from '../testing/fake-history-upstreams';
import { startHistoryTestServer } from '../testing/history-test-server';
import type { TestServer } from '../testing/test-server';

let upstreams: FakeHistoryUpstreams | undefined;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  await upstreams?.close();
  server = upstreams = undefined;
});

async function start(env: Record<string, string> = {}, fakeNow?: () => number) {
  ({ server, upstreams } = await startHistoryTestServer(env, fakeNow ? { now: fakeNow } : {}));
  return { s: server, up: upstreams };
}

describe('GET /api/historical-price', () => {
  it('answers a 2020 price from Coinbase (outside CoinGecko’s 365-day window), as the 00:00 UTC price', async () => {
    const { s, up } = await start();
    const { status, body } = await s.get('/api/historical-price?currency=bitcoin&date=2020-03-15');
    expect(status).toBe(200);
    expect(HistoricalPriceResponseSchema.parse(body)).toEqual({
      currency: 'bitcoin',
      date: '2020-03-15',
      price: up.priceAt('BTC', '2020-03-15'),
      source: 'coinbase',
    });
  });

  it('asks CoinGecko first inside its window', async () => {
    // The fake's clock puts 2022-01-01 inside CoinGecko's last 365 days, and so does ours.
    const fakeNow = () => Date.parse('2022-06-01T00:00:00Z');
    const days = Math.ceil((Date.now() - fakeNow()) / 86_400_000) + 200;
    const { s, up } = await start({ COINGECKO_HISTORY_DAYS: String(days) }, fakeNow);
    const { body } = await s.get('/api/historical-price?currency=bitcoin&date=2022-01-01');
    expect(body).toMatchObject({ price: up.priceAt('BTC', '2022-01-01'), source: 'coingecko' });
    expect(up.counts.coinbase).toBe(0);
  });

  it('falls through the chain when a source is down or rate limited', async () => {
    const { s, up } = await start();
    up.setMode('coinbase', 'down');
    const first = await s.get('/api/historical-price?currency=bitcoin&date=2020-03-15');
    expect(first.body).toMatchObject({ source: 'defillama', price: up.priceAt('BTC', '2020-03-15') });
    up.setMode('defillama', 'rate-limited');
    const second = await s.get('/api/historical-price?currency=ethereum&date=2020-03-15');
    expect(second.body).toMatchObject({ source: 'binance', price: up.priceAt('ETH', '2020-03-15') });
  });

  it('serves a price once fetched from the store, even with every source down', async () => {
    const { s, up } = await start();
    await s.get('/api/historical-price?currency=bitcoin&date=2022-01-01');
    for (const source of ['coingecko', 'coinbase', 'defillama', 'binance'] as const) up.setMode(source, 'down');
    const calls = { ...up.counts };
    const { status, body } = await s.get('/api/historical-price?currency=bitcoin&date=2022-01-01');
    expect(status).toBe(200);
    expect(body.price).toBe(up.priceAt('BTC', '2022-01-01'));
    expect(up.counts).toEqual(calls);
  });

  it('answers 503 with a plain message when every source fails', async () => {
    const { s, up } = await start();
    for (const source of ['coingecko', 'coinbase', 'defillama', 'binance'] as const) up.setMode(source, 'down');
    const { status, body } = await s.get('/api/historical-price?currency=bitcoin&date=2020-03-15');
    expect(status).toBe(503);
    // Sources by the names visitors know them by, not their configuration ids.
    expect(body.error).toBe(
      'Historical prices for Bitcoin (BTC) are unavailable right now (Coinbase, DefiLlama, Binance did not answer). Please try again in a minute.',
    );
    expect(ApiErrorBodySchema.parse(body).detail).toEqual({
      code: 'history-unavailable',
      subject: 'Bitcoin (BTC)',
      sources: ['Coinbase', 'DefiLlama', 'Binance'],
    });
  });

  it('answers 404 when the sources answer but none has that day', async () => {
    const { s, up } = await start();
    for (const source of ['coingecko', 'coinbase', 'defillama', 'binance'] as const) up.setMode(source, 'empty');
    const { status, body } = await s.get('/api/historical-price?currency=bitcoin&date=2020-03-15');
    expect(status).toBe(404);
    expect(body.error).toContain('No price for Bitcoin (BTC) on 2020-03-15');
  });

  it.each([
    ['currency=bitcoin&date=2020-3-5', 'must be a date written YYYY-MM-DD'],
    ['currency=bitcoin&date=2023-02-30', '2023-02-30 is not a real calendar date'],
    ['currency=bitcoin', 'Missing required parameter "date"'],
    ['date=2020-03-15', 'Missing required parameter "currency"'],
    ['currency=nosuchcoin&date=2020-03-15', 'Unknown currency "nosuchcoin"'],
    ['currency=usd&date=2020-03-15', 'is a fiat currency'],
    ['currency=ethereum&date=2014-01-01', 'Ethereum (ETH) has no price before 2015-08-07, the first date available'],
  ])('%s → 400 saying what is wrong', async (query, message) => {
    const { s } = await start();
    const { status, body } = await s.get(`/api/historical-price?${query}`);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });

  it('rejects a future date, naming the latest date there is', async () => {
    const { s } = await start();
    const tomorrow = addDays(todayUtc(), 1);
    const { status, body } = await s.get(`/api/historical-price?currency=bitcoin&date=${tomorrow}`);
    expect(status).toBe(400);
    expect(body.error).toBe(`The date ${tomorrow} is in the future. The latest date with a price is ${todayUtc()}.`);
  });
});

describe('GET /api/historical-range', () => {
  it('answers daily points in date order', async () => {
    const { s, up } = await start();
    const { status, body } = await s.get('/api/historical-range?currency=bitcoin&from=2020-03-15&to=2020-03-16');
    expect(status).toBe(200);
    expect(HistoricalRangeResponseSchema.parse(body).points).toEqual([
      { date: '2020-03-15', price: up.priceAt('BTC', '2020-03-15'), source: expect.any(String) },
      { date: '2020-03-16', price: up.priceAt('BTC', '2020-03-16'), source: expect.any(String) },
    ]);
  });

  it.skipIf(!hasSharedDailyCsv())('fills a four-month range, paging the exchange, and stores it', async () => {
    const { s, up } = await start();
    const { body } = await s.get('/api/historical-range?currency=bitcoin&from=2019-12-01&to=2020-03-31');
    expect(body.points).toHaveLength(122);
    expect(body.points[0].date).toBe('2019-12-01');
    expect(body.points.at(-1).date).toBe('2020-03-31');
    expect(body.sources).toEqual(['Coinbase']);
    const calls = up.counts.coinbase;
    await s.get('/api/historical-price?currency=bitcoin&date=2020-01-15');
    expect(up.counts.coinbase).toBe(calls);
  });

  it('starts a range at the coin’s first date', async () => {
    const { s } = await start();
    const { status, body } = await s.get('/api/historical-range?currency=solana&from=2019-01-01&to=2020-04-12');
    expect(status).toBe(200);
    for (const p of body.points) expect(p.date >= '2020-04-10').toBe(true);
  });

  it.each([
    ['currency=bitcoin&from=2020-03-16&to=2020-03-15', 'must not be after'],
    ['currency=bitcoin&from=2000-01-01&to=2020-03-15', 'at most 3660 days'],
    ['currency=bitcoin&from=2020-03-15', 'Missing required parameter "to"'],
  ])('%s → 400', async (query, message) => {
    const { s } = await start();
    const { status, body } = await s.get(`/api/historical-range?${query}`);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });
});
