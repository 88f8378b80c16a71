import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVenues, startFakeVenues } from '../testing/fake-venues';
import { startTestServer, type TestServer } from '../testing/test-server';
import { liveVenuesAt } from '../testing/unreachable-upstreams';

// The live consensus (decision 015) over real HTTP: the app against the fake CoinGecko and
// every fake venue on 127.0.0.1.
let venues: FakeVenues;
let server: TestServer | undefined;

beforeAll(async () => {
  venues = await startFakeVenues();
});
afterAll(async () => {
  await venues.close();
});
afterEach(async () => {
  venues.reset();
  await server?.close();
  server = undefined;
});

type Answer = {
  rate: number;
  source: string;
  stale: boolean;
  provider: string;
  sources: { leg: string; name: string; price: number | null; used: boolean; excludedReason?: string }[];
  sourcesUsed: number;
  sourcesAsked: number;
  spread: number;
};

async function start(env: Record<string, string> = {}) {
  server = await startTestServer({
    ...liveVenuesAt(venues.url),
    RATES_FRESH_SECONDS: '1',
    LIVE_MAX_AGE_SECONDS: '120',
    UPSTREAM_WAIT_MS: '3000',
    ...env,
  });
  return server;
}

async function convert(from: string, to = 'usd'): Promise<Answer> {
  const { status, body } = await server!.get(`/api/convert?from=${from}&to=${to}`);
  expect(status).toBe(200);
  return body as Answer;
}

const source = (answer: Answer, name: string, leg = 'bitcoin') => answer.sources.find((s) => s.name === name && s.leg === leg);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Past the 1 s window, then one request to start the refresh (answered from the old book) and time for it to land. */
async function nextWindow() {
  await sleep(1_100);
  await convert('bitcoin');
  await sleep(400);
}

describe('live consensus of the venues and CoinGecko', () => {
  it('takes the median of six agreeing sources and names each', async () => {
    await start();
    const btc = await convert('bitcoin');
    expect(btc).toMatchObject({ rate: 100_000, source: 'live', stale: false, sourcesUsed: 6, sourcesAsked: 6, spread: 0 });
    expect(btc.sources.filter((s) => s.leg === 'bitcoin').map((s) => s.name)).toEqual([
      'Coinbase',
      'Kraken',
      'Bitstamp',
      'Binance',
      'OKX',
      'CoinGecko',
    ]);
    expect(btc.provider).toBe('Coinbase, Kraken, Bitstamp, Binance, OKX, CoinGecko');
    // Cross rates stay exact ratios of the USD prices.
    const eth = await convert('ethereum');
    const ethBtc = await convert('ethereum', 'bitcoin');
    expect(Math.abs(ethBtc.rate - eth.rate / btc.rate)).toBeLessThan(1e-12);
  });

  it('names a venue 5 % away from the others as excluded, and keeps the median', async () => {
    venues.setVenue('kraken', { factor: 1.05 });
    await start();
    const btc = await convert('bitcoin');
    expect(btc.rate).toBe(100_000);
    expect(btc.sourcesUsed).toBe(5);
    expect(source(btc, 'Kraken')).toMatchObject({ used: false, price: 105_000, excludedReason: '5.0 % above the median' });
  });

  it('leaves the USDT venues out while USDT is off its peg, and says why', async () => {
    venues.setUsdtUsd(0.97);
    await start();
    const btc = await convert('bitcoin');
    expect(btc.rate).toBe(100_000);
    for (const name of ['Binance', 'OKX']) {
      expect(source(btc, name)?.used).toBe(false);
      expect(source(btc, name)?.excludedReason).toMatch(/^USDT at 0\.9700 USD, 3\.0 % from 1/);
    }
    expect(btc.sourcesUsed).toBe(4);
  });

  it('leaves out a venue whose prices are an hour old, and one that quotes zero', async () => {
    venues.setVenue('bitstamp', { ageMs: 3_600_000 });
    venues.setVenue('okx', { mode: 'zero' });
    await start();
    const btc = await convert('bitcoin');
    expect(source(btc, 'Bitstamp')).toMatchObject({ used: false, excludedReason: 'price 60 min old' });
    expect(source(btc, 'OKX')).toMatchObject({ used: false, excludedReason: 'no usable price (zero or negative)' });
    expect(btc).toMatchObject({ rate: 100_000, source: 'live', sourcesUsed: 4 });
  });

  it('skips a venue that rate-limits (Kraken in an HTTP 200) or refuses the region, never failing the request', async () => {
    venues.setVenue('kraken', { mode: 'rate-limited' });
    venues.setVenue('binance', { mode: 'geo-blocked' });
    await start();
    const btc = await convert('bitcoin');
    expect(source(btc, 'Kraken')).toMatchObject({ used: false, price: null, excludedReason: 'rate limited this minute' });
    expect(source(btc, 'Binance')).toMatchObject({ used: false, excludedReason: 'refused our region (HTTP 451)' });
    expect(btc).toMatchObject({ rate: 100_000, source: 'live', sourcesUsed: 4, sourcesAsked: 6 });
    const metrics = await (await fetch(`${server!.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/upstream_calls_total\{source="live:kraken",outcome="rate-limited"\} [1-9]/);
    expect(metrics).toMatch(/upstream_calls_total\{source="live:binance",outcome="(http|error)[^"]*"\} [1-9]/);
  });

  it('gives a coin that shares its ticker (Tokamak Network, TON) only CoinGecko, never the venues’ TON', async () => {
    await start();
    const tokamak = await convert('tokamak-network');
    expect(tokamak.sources.map((s) => s.name)).toEqual(['CoinGecko']);
    expect(tokamak).toMatchObject({ sourcesUsed: 1, sourcesAsked: 1 });
    const toncoin = await convert('the-open-network');
    expect(toncoin.sourcesUsed).toBe(6);
  });

  it('stays live from the venues while CoinGecko is down: every venue-listed catalog coin with at least three sources', async () => {
    await start();
    await convert('bitcoin'); // a first book with CoinGecko in it
    server!.fake.setMode('down');
    // Window after window (1 s each here; ten minutes are ten windows a minute apart in production).
    for (let window = 0; window < 5; window++) {
      await nextWindow();
      const btc = await convert('bitcoin');
      expect([window, btc.source, btc.sourcesUsed >= 3]).toEqual([window, 'live', true]);
    }
    const { body: coins } = await server!.get('/api/currencies/crypto');
    const top = (coins as { id: string }[]).slice(0, 50);
    let listed = 0;
    for (const coin of top) {
      const answer = await convert(coin.id);
      const onVenues = answer.sources.some((s) => s.name !== 'CoinGecko' && s.leg === coin.id);
      if (!onVenues) {
        // No venue lists it: its last CoinGecko price, honestly marked as not live.
        expect(answer, coin.id).toMatchObject({ source: 'cached', stale: true });
        continue;
      }
      listed += 1;
      expect(answer.source, coin.id).toBe('live');
      expect(answer.sourcesUsed, coin.id).toBeGreaterThanOrEqual(3);
      expect(source(answer, 'CoinGecko', coin.id)).toMatchObject({ used: false, price: null, excludedReason: 'unavailable (HTTP 503)' });
    }
    expect(listed).toBeGreaterThanOrEqual(18);
  }, 20_000);

  it('with every source down, serves the last book marked stale, and on a fresh start the dated snapshot', async () => {
    await start();
    await convert('bitcoin');
    server!.fake.setMode('down');
    for (const venue of ['coinbase', 'kraken', 'bitstamp', 'binance', 'okx', 'coinbase-fx'] as const)
      venues.setVenue(venue, { mode: 'down' });
    await nextWindow();
    const cached = await convert('bitcoin');
    expect(cached).toMatchObject({ rate: 100_000, source: 'cached', stale: true });
    await server!.close();
    const fake = server!.fake;
    server = await startTestServer(liveVenuesAt(venues.url), { fake });
    const snapshot = await convert('bitcoin');
    expect(snapshot).toMatchObject({ source: 'snapshot', stale: true, sources: [], sourcesUsed: 0, sourcesAsked: 0 });
  });

  it('checks live FX against the ECB: a Coinbase EUR rate 10 % off is left out and named, CoinGecko’s kept', async () => {
    // The ECB's latest reference rates in Frankfurter's shape, from 127.0.0.1.
    const ecb = createServer((req, res) => {
      res.writeHead(req.url?.startsWith('/v1/latest?base=USD') ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ amount: 1, base: 'USD', date: '2026-11-23', rates: { EUR: 0.9, GBP: 0.8, JPY: 150 } }));
    });
    await new Promise<void>((r) => ecb.listen(0, '127.0.0.1', r));
    try {
      venues.setVenue('coinbase-fx', { factor: 1.1 });
      await start({ FRANKFURTER_BASE_URL: `http://127.0.0.1:${(ecb.address() as AddressInfo).port}` });
      const eur = await convert('bitcoin', 'eur');
      expect(eur.rate).toBeCloseTo(90_000, 6);
      expect(source(eur, 'Coinbase', 'eur')).toMatchObject({ used: false, excludedReason: '10 % from the ECB reference rate' });
      expect(source(eur, 'CoinGecko', 'eur')).toMatchObject({ used: true });
      expect(source(eur, 'CoinGecko', 'eur')?.price).toBeCloseTo(1 / 0.9, 12); // USD per EUR
    } finally {
      ecb.close();
    }
  });
});
