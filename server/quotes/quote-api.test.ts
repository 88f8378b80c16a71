import type { QuoteResponse, VenueQuote } from '@shared/schemas/quote';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVenues, startFakeVenues } from '../testing/fake-venues';
import { startTestServer, type TestServer } from '../testing/test-server';
import { liveVenuesAt } from '../testing/unreachable-upstreams';

/**
 * GET /api/v1/quote over real HTTP, against every venue's fake order book: each venue's
 * `receive` is checked against a walk of the very book its fake sent, done here by hand.
 */
let venues: FakeVenues;
let server: TestServer | undefined;
beforeAll(async () => {
  venues = await startFakeVenues();
});
afterAll(() => venues.close());
afterEach(async () => {
  await server?.close();
  server = undefined;
  venues.reset();
});

async function start() {
  server = await startTestServer({ ...liveVenuesAt(venues.url), UPSTREAM_WAIT_MS: '3000' });
  return server;
}

async function quote(query: string): Promise<QuoteResponse> {
  const { status, body } = await server!.get(`/api/v1/quote?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as QuoteResponse;
}

type Level = [string, string, ...unknown[]];
/** The asks each fake sends for BTC/USD, read raw as a visitor's browser would see them. */
async function rawAsks(venue: 'coinbase' | 'kraken' | 'bitstamp'): Promise<[number, number][]> {
  const paths = {
    coinbase: '/products/BTC-USD/book?level=2',
    kraken: '/0/public/Depth?pair=XBTUSD&count=50',
    bitstamp: '/api/v2/order_book/btcusd/',
  };
  const body = (await (await fetch(`${venues.url}${paths[venue]}`)).json()) as {
    asks?: Level[];
    result?: Record<string, { asks: Level[] }>;
  };
  const asks = venue === 'kraken' ? Object.values(body.result!)[0]!.asks : body.asks!;
  return asks.map(([price, size]) => [Number(price), Number(size)]);
}

/** Spending `usd` on the asks, best first, by hand; then the fee off the coins. */
function handWalk(asks: [number, number][], usd: number, feeRate: number): { coins: number; covered: number } {
  let left = usd;
  let coins = 0;
  for (const [price, size] of asks) {
    const take = Math.min(left, price * size);
    coins += take / price;
    left -= take;
    if (left <= 0) break;
  }
  return { coins: coins * (1 - feeRate), covered: usd - left };
}

const byVenue = (answer: QuoteResponse, venue: string) => answer.venues.find((v) => v.venue === venue) as VenueQuote;

describe('GET /api/v1/quote', () => {
  it('10,000 USD to BTC: each venue’s receive is a hand walk of its fake’s book less the fee it reports; venues without USD books say so', async () => {
    await start();
    const answer = await quote('from=usd&to=bitcoin&amount=10000');
    expect(answer).toMatchObject({ from: 'usd', to: 'bitcoin', amount: 10_000 });
    expect(answer.mid).toBeGreaterThan(0);
    for (const venue of ['coinbase', 'kraken', 'bitstamp'] as const) {
      const got = byVenue(answer, venue);
      expect(got.status, JSON.stringify(got)).toBe('ok');
      const expected = handWalk(await rawAsks(venue), 10_000, got.feeRate!);
      expect(Math.abs(got.receive! / expected.coins - 1)).toBeLessThan(1e-9);
      expect(got.route).toHaveLength(1);
      expect(got.slippage).toBeGreaterThan(0);
      expect(got.vsMid).toBeLessThan(0);
      expect(got.fee! + got.receive!).toBeCloseTo(got.receive! / (1 - got.feeRate!), 12);
    }
    // The fee table's rates, and Kraken's read from its AssetPairs schedule.
    expect(byVenue(answer, 'coinbase').feeRate).toBe(0.006);
    expect(byVenue(answer, 'coinbase').feeSource).toMatchObject({ from: 'table' });
    expect(byVenue(answer, 'kraken')).toMatchObject({ feeRate: 0.004, feeSource: { from: 'api' } });
    for (const venue of ['binance', 'okx']) expect(byVenue(answer, venue)).toMatchObject({ status: 'not-listed', receive: null });
    // Best first.
    const ok = answer.venues.filter((v) => v.status === 'ok').map((v) => v.receive!);
    expect(ok).toEqual([...ok].sort((a, b) => b - a));
    expect(answer.venues.slice(0, 3).every((v) => v.status === 'ok')).toBe(true);
    expect(answer.excludes).toMatch(/withdrawal/);
  });

  it('a book that covers only part of the amount says how much, and quotes nothing for it', async () => {
    venues.setVenue('kraken', { book: 'thin' });
    await start();
    const answer = await quote('from=usd&to=bitcoin&amount=10000');
    const kraken = byVenue(answer, 'kraken');
    expect(kraken).toMatchObject({ status: 'insufficient-depth', receive: null, problem: { kind: 'depth', market: 'XBTUSD' } });
    const { covered } = handWalk(await rawAsks('kraken'), 10_000, 0);
    expect(covered).toBeLessThan(6_000);
    expect(kraken.coveredAmount).toBeCloseTo(covered, 6);
    expect(byVenue(answer, 'coinbase').status).toBe('ok');
  });

  it('Kraken down is named and the others still answer', async () => {
    venues.setVenue('kraken', { mode: 'down' });
    await start();
    const answer = await quote('from=usd&to=bitcoin&amount=10000');
    expect(byVenue(answer, 'kraken')).toMatchObject({ status: 'failed', receive: null, reason: expect.stringMatching(/Kraken/) });
    // The page words the reason from `problem` in its own language.
    expect(byVenue(answer, 'kraken').problem?.kind).toMatch(/^(unreachable|timeout)$/);
    expect(byVenue(answer, 'coinbase').status).toBe('ok');
    expect(byVenue(answer, 'bitstamp').status).toBe('ok');
  });

  it('a sell of the coin walks the bids; a crossed book is refused by name', async () => {
    venues.setVenue('bitstamp', { book: 'crossed' });
    await start();
    const answer = await quote('from=bitcoin&to=usd&amount=0.5');
    const coinbase = byVenue(answer, 'coinbase');
    expect(coinbase).toMatchObject({ status: 'ok', legs: [{ side: 'sell', market: 'BTC-USD' }] });
    expect(coinbase.receive!).toBeLessThan(0.5 * answer.mid);
    expect(byVenue(answer, 'bitstamp')).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/crossed/),
      problem: { kind: 'crossed', market: 'btcusd' },
    });
  });

  it('books are reused for a few seconds and their calls counted in /metrics', async () => {
    await start();
    await quote('from=usd&to=bitcoin&amount=100');
    const calls = { ...venues.counts };
    await quote('from=usd&to=bitcoin&amount=200');
    expect(venues.counts.coinbase).toBe(calls.coinbase);
    const metrics = (await server!.get('/metrics')).body as string;
    expect(metrics).toMatch(/upstream_calls_total\{source="book:coinbase",outcome="ok"\} 1/);
  });

  it('once the tickers said which markets each venue lists, a quote asks no book a venue lacks', async () => {
    await start();
    // The consensus reads every venue's tickers, and with them every market it lists.
    expect((await server!.get('/api/convert?from=bitcoin&to=usd')).status).toBe(200);
    const before = { ...venues.counts };
    const answer = await quote('from=usd&to=bitcoin&amount=100');
    const books = (venue: string) => (venues.counts[`book:${venue}`] ?? 0) - (before[`book:${venue}`] ?? 0);
    // Binance and OKX quote in USDT and list no USD market: nothing asked, named as not listed.
    for (const venue of ['binance', 'okx']) {
      expect(books(venue), venue).toBe(0);
      expect(byVenue(answer, venue)).toMatchObject({ status: 'not-listed', problem: { kind: 'no-market' } });
    }
    // The others: one book each (Kraken's fee schedule beside its book).
    expect(books('coinbase')).toBe(1);
    expect(books('bitstamp')).toBe(1);
    expect(books('kraken')).toBe(2);
  });

  it('bad input answers problem+json in plain words', async () => {
    await start();
    for (const query of [
      'from=usd&to=bitcoin',
      'from=usd&to=bitcoin&amount=-5',
      'from=usd&to=usd&amount=1',
      'from=usd&to=nocoin&amount=1',
    ]) {
      const res = await fetch(`${server!.baseUrl}/api/v1/quote?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    }
  });
});
