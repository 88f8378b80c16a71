import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FIAT_PER_USD, FAKE_USD_PRICES } from '../../testing/fake-coingecko';
import { type FakeBookShape, type FakeLevel, fakeBook } from '../../testing/fake-venues/fake-venue-state';
import { useFakeVenues } from '../../testing/use-fake-venues';
import { UpstreamError } from '../../upstream/types';
import { type DepthSource, MarketNotListedError } from '../depth-source';
import { createBitstampDepth } from './bitstamp-depth';

const BTC = FAKE_USD_PRICES.bitcoin!;
const ETH = FAKE_USD_PRICES.ethereum!;
const levels = (sent: FakeLevel[]) => sent.map(([price, size]) => ({ price, size }));
/** What the fake sends for a market, as the client should read it. */
const expected = (mid: number, baseUsd: number, shape: FakeBookShape, depth = 20) => {
  const book = fakeBook(mid, baseUsd, shape, 20);
  return { bids: levels(book.bids).slice(0, depth), asks: levels(book.asks).slice(0, depth) };
};

describe('createBitstampDepth against the fake Bitstamp', () => {
  const fake = useFakeVenues();
  let bitstamp: DepthSource;

  beforeAll(() => {
    bitstamp = createBitstampDepth({ baseUrl: fake.url, timeoutMs: 1_000 });
  });

  const failure = (market = 'btcusd') => bitstamp.fetchBook(market, 20).catch((e: unknown) => e);

  it('names markets as lower-case base and quote, for the quotes Bitstamp uses', () => {
    expect(bitstamp.id).toBe('bitstamp');
    expect(bitstamp.marketFor('BTC', 'USD')).toBe('btcusd');
    expect(bitstamp.marketFor('ETH', 'EUR')).toBe('etheur');
    expect(bitstamp.marketFor('ETH', 'BTC')).toBe('ethbtc');
    expect(bitstamp.marketFor('USDT', 'USD')).toBe('usdtusd');
    expect(bitstamp.marketFor('BTC', 'GBP')).toBe('btcgbp');
    expect(bitstamp.marketFor('SOL', 'USDT')).toBe('solusdt');
    expect(bitstamp.marketFor('BTC', 'USDC')).toBe('btcusdc');
    expect(bitstamp.marketFor('1INCH', 'usd')).toBe('1inchusd');
    expect(bitstamp.marketFor('BTC', 'JPY')).toBeNull();
    expect(bitstamp.marketFor('BTC', 'BTC')).toBeNull();
    expect(bitstamp.marketFor('BTC/x', 'USD')).toBeNull();
  });

  it('reads a normal book exactly as the fake sent it, best levels first', async () => {
    const book = await bitstamp.fetchBook('btcusd', 20);
    expect(book).toMatchObject({ venue: 'bitstamp', market: 'btcusd', ...expected(BTC, BTC, 'normal') });
    expect(book.bids).toHaveLength(20);
    expect(book.asks).toHaveLength(20);
    expect(book.bids[0]!.price).toBeLessThan(BTC);
    expect(book.asks[0]!.price).toBeGreaterThan(BTC);
    // Other quotes: a fiat, and a BTC-quoted market priced as ETH's USD over BTC's.
    expect(await bitstamp.fetchBook('etheur', 20)).toMatchObject(expected(ETH * FAKE_FIAT_PER_USD.eur!, ETH, 'normal'));
    expect(await bitstamp.fetchBook('ethbtc', 20)).toMatchObject(expected(ETH / BTC, ETH, 'normal'));
  });

  it('keeps at most `depth` levels a side', async () => {
    const book = await bitstamp.fetchBook('btcusd', 5);
    expect(book).toMatchObject(expected(BTC, BTC, 'normal', 5));
    expect(book.bids).toHaveLength(5);
    expect(book.asks).toHaveLength(5);
    const all = await bitstamp.fetchBook('btcusd', 500);
    expect(all.asks).toHaveLength(20);
  });

  it('reads a thin book, and a book with an empty side', async () => {
    fake.setVenue('bitstamp', { book: 'thin' });
    const thin = await bitstamp.fetchBook('btcusd', 20);
    expect(thin).toMatchObject(expected(BTC, BTC, 'thin'));
    expect(thin.asks).toHaveLength(5);
    fake.setVenue('bitstamp', { book: 'empty-asks' });
    const noAsks = await bitstamp.fetchBook('btcusd', 20);
    expect(noAsks.asks).toEqual([]);
    expect(noAsks.bids).toEqual(expected(BTC, BTC, 'normal').bids);
    fake.setVenue('bitstamp', { book: 'empty-bids' });
    expect((await bitstamp.fetchBook('btcusd', 20)).bids).toEqual([]);
  });

  it('passes a crossed book through as sent', async () => {
    fake.setVenue('bitstamp', { book: 'crossed' });
    const book = await bitstamp.fetchBook('btcusd', 20);
    expect(book).toMatchObject(expected(BTC, BTC, 'crossed'));
    expect(book.bids[0]!.price).toBeGreaterThan(book.asks[0]!.price);
  });

  it('dates the book by its microtimestamp', async () => {
    fake.setVenue('bitstamp', { bookAgeMs: 90_000 });
    const before = Date.now();
    const book = await bitstamp.fetchBook('btcusd', 20);
    // To the millisecond (whole seconds from `timestamp` would fall before `before`).
    expect(book.asOf.getTime()).toBeGreaterThanOrEqual(before - 90_000);
    expect(book.asOf.getTime()).toBeLessThanOrEqual(book.receivedAt.getTime() - 90_000);
  });

  it("takes Bitstamp's 404 page for a pair it lacks as the market not being listed", async () => {
    for (const market of ['zzzusd', 'btcjpy']) {
      const error = await failure(market);
      expect(error).toBeInstanceOf(MarketNotListedError);
      expect(error).toMatchObject({ venue: 'bitstamp', market });
    }
  });

  it("takes Bitstamp's rate-limit error (400.002) as rate-limited", async () => {
    fake.setVenue('bitstamp', { mode: 'rate-limited' });
    const error = await failure();
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 400 });
  });

  it('classifies down, malformed, HTML and slow answers', async () => {
    const kind = async () => {
      const error = await failure();
      expect(error).toBeInstanceOf(UpstreamError);
      return error as UpstreamError;
    };
    fake.setVenue('bitstamp', { mode: 'down' });
    expect(await kind()).toMatchObject({ kind: 'http', status: 503 });
    fake.setVenue('bitstamp', { mode: 'malformed' });
    expect((await kind()).kind).toBe('malformed');
    fake.setVenue('bitstamp', { mode: 'html' });
    expect((await kind()).kind).toBe('malformed');
    fake.setVenue('bitstamp', { mode: 'slow', delayMs: 1_500 });
    expect((await kind()).kind).toBe('timeout');
  });
});

describe('createBitstampDepth on answers the fake does not script', () => {
  let answer = { status: 200, body: '', headers: {} as Record<string, string> };
  let lastUrl = '';
  const server = createServer((req, res) => {
    lastUrl = req.url ?? '';
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body);
  });
  let bitstamp: DepthSource;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    bitstamp = createBitstampDepth({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, timeoutMs: 1_000 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchWith = (status: number, body: unknown, headers: Record<string, string> = {}, depth = 20) => {
    answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body), headers };
    return bitstamp.fetchBook('btcusd', depth).catch((e: unknown) => e);
  };
  const book = (extra: Record<string, unknown> = {}) => ({ bids: [['99999', '0.5']], asks: [['100001', '0.25']], ...extra });

  it('asks for the book grouped by price', async () => {
    await fetchWith(200, book({ timestamp: '1733300000' }));
    expect(lastUrl).toBe('/api/v2/order_book/btcusd/?group=1');
  });

  it('dates the book by microtimestamp, else timestamp, else its arrival', async () => {
    const micro = await fetchWith(200, book({ timestamp: '1733300000', microtimestamp: '1733300000123456' }));
    expect((micro as { asOf: Date }).asOf.getTime()).toBe(1_733_300_000_123);
    const seconds = await fetchWith(200, book({ timestamp: '1733300000' }));
    expect((seconds as { asOf: Date }).asOf.getTime()).toBe(1_733_300_000_000);
    const none = (await fetchWith(200, book())) as { asOf: Date; receivedAt: Date };
    expect(none.asOf).toEqual(none.receivedAt);
  });

  it('validates only the levels it keeps, and ignores an order id after the amount', async () => {
    const deep = Array.from({ length: 5_000 }, (_, i) => [String(100_001 + i), '1', String(i)]);
    deep.push(['not a level'] as unknown as string[]);
    const result = await fetchWith(200, { timestamp: '1733300000', bids: [[99_999, 2]], asks: deep }, {}, 3);
    expect(result).toMatchObject({
      bids: [{ price: 99_999, size: 2 }],
      asks: [
        { price: 100_001, size: 1 },
        { price: 100_002, size: 1 },
        { price: 100_003, size: 1 },
      ],
    });
  });

  it('takes a JSON 404 as the market not being listed', async () => {
    const error = await fetchWith(404, { status: 'error', reason: 'Not found' });
    expect(error).toBeInstanceOf(MarketNotListedError);
  });

  it('takes a 429, or the rate-limit error under any status, as rate-limited', async () => {
    expect(await fetchWith(429, { status: 'error', reason: 'Too many requests' }, { 'retry-after': '7' })).toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 7_000,
    });
    expect(await fetchWith(200, { status: 'error', reason: 'Rate limit exceeded', code: '400.002' })).toMatchObject({
      kind: 'rate-limited',
      status: 200,
    });
  });

  it('takes other error bodies as the venue refusing, and odd books as unreadable', async () => {
    const maintenance = await fetchWith(200, { error: "Bitstamp.net is under scheduled maintenance. We'll be back soon." });
    expect(maintenance).toMatchObject({ kind: 'http' });
    expect((maintenance as Error).message).toContain('maintenance');
    expect(await fetchWith(400, { status: 'error', reason: 'Invalid', response_code: '400.001' })).toMatchObject({
      kind: 'http',
      status: 400,
    });
    expect(await fetchWith(200, {})).toMatchObject({ kind: 'malformed' });
    expect(await fetchWith(200, { bids: [], asks: [['1']] })).toMatchObject({ kind: 'malformed' });
    expect(await fetchWith(200, { bids: [], asks: {} })).toMatchObject({ kind: 'malformed' });
  });
});
