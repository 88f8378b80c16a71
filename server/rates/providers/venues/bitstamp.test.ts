import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_USD_PRICES } from '../../../testing/fake-coingecko';
import { useFakeVenues } from '../../../testing/use-fake-venues';
import { UpstreamError } from '../../../upstream/types';
import { createBitstampVenue } from './bitstamp';
import type { VenueSource } from './types';

const COINS = ['bitcoin', 'ethereum', 'dogecoin', 'solana', 'tether', 'tokamak-network', 'fakecoin'];

describe('createBitstampVenue against the fake Bitstamp', () => {
  const fake = useFakeVenues();
  let bitstamp: VenueSource;

  beforeAll(() => {
    bitstamp = createBitstampVenue({ baseUrl: fake.url, timeoutMs: 1_000 });
  });

  async function failure(): Promise<UpstreamError> {
    const error = await bitstamp.fetchTickers(COINS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }

  it('reads `last` of each coin\'s "CODE/USD" row, as of the row\'s own timestamp', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const answer = await bitstamp.fetchTickers(COINS);
    expect(bitstamp.id).toBe('bitstamp');
    expect(bitstamp.name).toBe('Bitstamp');
    expect(answer.venue).toBe('bitstamp');
    const byCoin = new Map(answer.tickers.map((t) => [t.coinId, t]));
    expect(byCoin.get('bitcoin')).toMatchObject({ market: 'BTC/USD', quote: 'USD', price: 100_000 });
    expect(byCoin.get('ethereum')).toMatchObject({ market: 'ETH/USD', price: FAKE_USD_PRICES.ethereum });
    expect(byCoin.get('dogecoin')).toMatchObject({ market: 'DOGE/USD', price: 0.25 });
    expect(byCoin.get('solana')).toMatchObject({ market: 'SOL/USD', price: 200 });
    expect(byCoin.get('tether')).toMatchObject({ market: 'USDT/USD', price: 1 });
    expect(byCoin.has('tokamak-network')).toBe(false);
    expect(byCoin.has('fakecoin')).toBe(false);
    expect(answer.tickers).toHaveLength(5);
    for (const ticker of answer.tickers) {
      // Whole seconds, from the venue's timestamp.
      expect(ticker.asOf.getTime() % 1000).toBe(0);
      expect(ticker.asOf.getTime()).toBeGreaterThanOrEqual(before);
      expect(ticker.asOf.getTime()).toBeLessThanOrEqual(answer.receivedAt.getTime());
    }
  });

  it('shows a venue silent for an hour as an hour old', async () => {
    fake.setVenue('bitstamp', { ageMs: 3_600_000 });
    const answer = await bitstamp.fetchTickers(['bitcoin']);
    const age = answer.receivedAt.getTime() - (answer.tickers[0]?.asOf.getTime() ?? Number.NaN);
    expect(age).toBeGreaterThanOrEqual(3_600_000);
    expect(age).toBeLessThan(3_600_000 + 5_000);
    expect(answer.receivedAt.getTime() - (answer.usdtUsd?.asOf.getTime() ?? 0)).toBeGreaterThanOrEqual(3_600_000);
  });

  it('reads its USDT/USD row, and follows a depeg', async () => {
    const answer = await bitstamp.fetchTickers(['bitcoin']);
    expect(answer.usdtUsd).toMatchObject({ price: 1, market: 'USDT/USD' });
    fake.setUsdtUsd(0.97);
    const depegged = await bitstamp.fetchTickers(['bitcoin']);
    expect(depegged.usdtUsd?.price).toBe(0.97);
    // BTC/USD, never the BTC/USDT row beside it (100000 / 0.97).
    expect(depegged.tickers).toMatchObject([{ market: 'BTC/USD', price: 100_000 }]);
  });

  it('shows a venue quoting apart from the others', async () => {
    fake.setVenue('bitstamp', { factor: 0.95 });
    const answer = await bitstamp.fetchTickers(['bitcoin', 'solana']);
    expect(answer.tickers.map((t) => t.price)).toEqual([95_000, 190]);
  });

  it('returns rows whose last is "0" as price 0 for the consensus to refuse', async () => {
    fake.setVenue('bitstamp', { mode: 'zero' });
    const answer = await bitstamp.fetchTickers(['bitcoin', 'dogecoin']);
    expect(answer.tickers.map((t) => [t.market, t.price])).toEqual([
      ['BTC/USD', 0],
      ['DOGE/USD', 0],
    ]);
  });

  it("takes Bitstamp's rate-limit error (400.002) as rate-limited", async () => {
    fake.setVenue('bitstamp', { mode: 'rate-limited' });
    expect(await failure()).toMatchObject({ kind: 'rate-limited', status: 400 });
  });

  it('classifies down, malformed, HTML and slow answers', async () => {
    fake.setVenue('bitstamp', { mode: 'down' });
    expect(await failure()).toMatchObject({ kind: 'http', status: 503 });
    fake.setVenue('bitstamp', { mode: 'malformed' });
    expect((await failure()).kind).toBe('malformed');
    fake.setVenue('bitstamp', { mode: 'html' });
    expect((await failure()).kind).toBe('malformed');
    fake.setVenue('bitstamp', { mode: 'slow', delayMs: 1_500 });
    expect((await failure()).kind).toBe('timeout');
  });
});

describe('createBitstampVenue on answers the fake does not script', () => {
  let answer = { status: 200, body: '', headers: {} as Record<string, string> };
  const server = createServer((_req, res) =>
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body),
  );
  let bitstamp: VenueSource;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    bitstamp = createBitstampVenue({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, timeoutMs: 1_000 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchWith = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    answer = { status, body: JSON.stringify(body), headers };
    return bitstamp.fetchTickers(['bitcoin']).catch((e: unknown) => e);
  };

  it('takes a 429, or the rate-limit error under any status, as rate-limited', async () => {
    expect(await fetchWith(429, { status: 'error', reason: 'Too many requests' }, { 'retry-after': '7' })).toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 7_000,
    });
    expect(await fetchWith(200, { status: 'error', reason: 'Rate limit exceeded', code: '400.002' })).toMatchObject({
      kind: 'rate-limited',
    });
  });

  it('takes other error bodies as the venue refusing, and odd rows as unreadable', async () => {
    const maintenance = await fetchWith(200, { error: "Bitstamp.net is under scheduled maintenance. We'll be back soon." });
    expect(maintenance).toMatchObject({ kind: 'http' });
    expect((maintenance as Error).message).toContain('maintenance');
    expect(await fetchWith(400, { status: 'error', reason: 'Invalid pair', response_code: '400.001' })).toMatchObject({
      kind: 'http',
      status: 400,
    });
    expect(await fetchWith(200, {})).toMatchObject({ kind: 'malformed' });
    expect(await fetchWith(200, [{ last: '1' }])).toMatchObject({ kind: 'malformed' });
  });

  it('falls back to the arrival time when a row has no timestamp', async () => {
    const result = await fetchWith(200, [
      { pair: 'BTC/USD', last: '99000.5' },
      { pair: 'BTC/USDT', last: '1', timestamp: '1' },
    ]);
    expect(result).toMatchObject({ tickers: [{ market: 'BTC/USD', price: 99_000.5 }] });
    const { tickers, receivedAt } = result as { tickers: { asOf: Date }[]; receivedAt: Date };
    expect(tickers[0]?.asOf).toEqual(receivedAt);
  });
});
