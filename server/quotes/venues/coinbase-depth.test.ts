import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FIAT_PER_USD, FAKE_USD_PRICES } from '../../testing/fake-coingecko';
import { type FakeBookShape, fakeBook } from '../../testing/fake-venues/fake-venue-state';
import { expectUpstreamFailure as failure } from '../../testing/upstream-failure';
import { useFakeVenues } from '../../testing/use-fake-venues';
import { MarketNotListedError } from '../depth-source';
import { createCoinbaseDepth } from './coinbase-depth';

const usd = (coinId: string) => FAKE_USD_PRICES[coinId]!;

/** What the fake sends for a market, as levels: its mid and the base's USD price, as it computes them. */
const expectedBook = (mid: number, baseUsd: number, shape: FakeBookShape = 'normal', depth = 50) => {
  const { bids, asks } = fakeBook(mid, baseUsd, shape, 50);
  const levels = (side: [number, number][]) => side.slice(0, depth).map(([price, size]) => ({ price, size }));
  return { bids: levels(bids), asks: levels(asks) };
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  );

describe('createCoinbaseDepth against the fake venues', () => {
  const fake = useFakeVenues();
  const source = (timeoutMs = 2_000) => createCoinbaseDepth({ baseUrl: fake.url, timeoutMs });

  it('names Coinbase markets BASE-QUOTE for the quotes it uses, and nothing else', () => {
    const cb = source();
    expect(cb.id).toBe('coinbase');
    expect(cb.marketFor('BTC', 'USD')).toBe('BTC-USD');
    expect(cb.marketFor('ETH', 'EUR')).toBe('ETH-EUR');
    expect(cb.marketFor('SOL', 'GBP')).toBe('SOL-GBP');
    expect(cb.marketFor('ETH', 'BTC')).toBe('ETH-BTC');
    expect(cb.marketFor('USDT', 'USD')).toBe('USDT-USD');
    expect(cb.marketFor('BTC', 'USDT')).toBe('BTC-USDT');
    expect(cb.marketFor('SOL', 'USDC')).toBe('SOL-USDC');
    expect(cb.marketFor('LINK', 'ETH')).toBe('LINK-ETH');
    expect(cb.marketFor('1INCH', 'usd')).toBe('1INCH-USD');
    for (const [b, q] of [
      ['BTC', 'JPY'],
      ['BTC', 'BTC'],
      ['ETH', 'DAI'],
      ['BTC-USD', 'EUR'],
      ['', 'USD'],
      ['BTC', ''],
    ]) {
      expect(cb.marketFor(b!, q!), `${b}/${q}`).toBeNull();
    }
  });

  it.each([
    ['BTC-USD', usd('bitcoin'), usd('bitcoin')],
    ['ETH-EUR', usd('ethereum') * FAKE_FIAT_PER_USD.eur!, usd('ethereum')],
    ['SOL-GBP', usd('solana') * FAKE_FIAT_PER_USD.gbp!, usd('solana')],
    ['ETH-BTC', usd('ethereum') / usd('bitcoin'), usd('ethereum')],
    ['DOGE-BTC', usd('dogecoin') / usd('bitcoin'), usd('dogecoin')],
    // ~0.0000000002 to 5 significant digits: the strings must carry more than 12 decimals.
    ['SHIB-BTC', usd('shiba-inu') / usd('bitcoin'), usd('shiba-inu')],
    ['USDT-USD', 1, 1],
    ['BTC-USDT', usd('bitcoin'), usd('bitcoin')],
  ])('reads the %s book exactly as the fake sent it', async (market, mid, baseUsd) => {
    const before = fake.counts.coinbase ?? 0;
    const start = Date.now();
    const book = await source().fetchBook(market, 50);
    expect(fake.counts.coinbase).toBe(before + 1);
    expect(book).toMatchObject({ venue: 'coinbase', market, ...expectedBook(mid, baseUsd) });
    expect(book.bids).toHaveLength(20);
    expect(book.asks).toHaveLength(20);
    // Best first: bids falling, asks rising, the best ask above the best bid.
    expect(book.bids[0]!.price).toBeGreaterThan(book.bids[1]!.price);
    expect(book.asks[0]!.price).toBeLessThan(book.asks[1]!.price);
    expect(book.asks[0]!.price).toBeGreaterThan(book.bids[0]!.price);
    expect(book.receivedAt.getTime()).toBeGreaterThanOrEqual(start);
    expect(book.receivedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('reads a thin book, empty sides and a crossed book as sent', async () => {
    const btc = usd('bitcoin');
    fake.setVenue('coinbase', { book: 'thin' });
    const thin = await source().fetchBook('BTC-USD', 50);
    expect(thin).toMatchObject(expectedBook(btc, btc, 'thin'));
    expect(thin.bids).toHaveLength(5);

    fake.setVenue('coinbase', { book: 'empty-asks' });
    const noAsks = await source().fetchBook('BTC-USD', 50);
    expect(noAsks.asks).toEqual([]);
    expect(noAsks.bids).toEqual(expectedBook(btc, btc).bids);

    fake.setVenue('coinbase', { book: 'empty-bids' });
    const noBids = await source().fetchBook('BTC-USD', 50);
    expect(noBids.bids).toEqual([]);
    expect(noBids.asks).toEqual(expectedBook(btc, btc).asks);

    // Not the client's to judge: the quote service decides what a crossed book is worth.
    fake.setVenue('coinbase', { book: 'crossed' });
    const crossed = await source().fetchBook('BTC-USD', 50);
    expect(crossed).toMatchObject(expectedBook(btc, btc, 'crossed'));
    expect(crossed.bids[0]!.price).toBeGreaterThan(crossed.asks[0]!.price);
  });

  it('keeps at most `depth` levels a side, the best ones', async () => {
    const btc = usd('bitcoin');
    const five = await source().fetchBook('BTC-USD', 5);
    expect(five).toMatchObject(expectedBook(btc, btc, 'normal', 5));
    expect(five.bids).toHaveLength(5);
    expect(five.asks).toHaveLength(5);
    const one = await source().fetchBook('BTC-USD', 1);
    expect(one.bids).toEqual([expectedBook(btc, btc).bids[0]]);
    expect(one.asks).toEqual([expectedBook(btc, btc).asks[0]]);
    // More than the venue sent: all it sent.
    expect((await source().fetchBook('BTC-USD', 500)).bids).toHaveLength(20);
    expect(await source().fetchBook('BTC-USD', 0)).toMatchObject({ bids: [], asks: [] });
  });

  it('takes asOf from the book’s time, not from when it arrived', async () => {
    fake.setVenue('coinbase', { bookAgeMs: 90_000 });
    const old = await source().fetchBook('ETH-USD', 10);
    const age = old.receivedAt.getTime() - old.asOf.getTime();
    expect(age).toBeGreaterThanOrEqual(90_000);
    expect(age).toBeLessThan(92_000);

    fake.setVenue('coinbase', { bookAgeMs: 0 });
    const fresh = await source().fetchBook('ETH-USD', 10);
    expect(fresh.asOf.getTime()).toBeLessThanOrEqual(fresh.receivedAt.getTime());
    expect(fresh.receivedAt.getTime() - fresh.asOf.getTime()).toBeLessThan(2_000);
  });

  it.each(['FAKECOIN-USD', 'BTC-JPY', 'BTC-USDC', 'BTC-BTC', 'BTCUSD'])('answers %s with MarketNotListedError', async (market) => {
    const error = await rejection(source().fetchBook(market, 10));
    expect(error).toBeInstanceOf(MarketNotListedError);
    expect(error).toMatchObject({ venue: 'coinbase', market });
  });

  it('classifies each failure as an UpstreamError of the right kind', async () => {
    const cases = [
      ['down', { kind: 'http', status: 503 }],
      ['geo-blocked', { kind: 'http', status: 451 }],
      ['rate-limited', { kind: 'rate-limited', status: 429, retryAfterMs: undefined }],
      ['malformed', { kind: 'malformed' }],
      ['html', { kind: 'malformed' }],
    ] as const;
    for (const [mode, expected] of cases) {
      fake.setVenue('coinbase', { mode });
      const error = await failure(source().fetchBook('BTC-USD', 10));
      expect(error, mode).toMatchObject(expected);
    }
  });

  it('times out on a venue slower than timeoutMs', async () => {
    fake.setVenue('coinbase', { mode: 'slow', delayMs: 1_000 });
    expect(await failure(source(150).fetchBook('BTC-USD', 10))).toMatchObject({ kind: 'timeout' });
  });
});

describe('Coinbase book answers the fake does not send', () => {
  let server: Server;
  let baseUrl: string;
  let answer = { status: 200, body: '', headers: {} as Record<string, string> };
  let seen: { url?: string; headers?: IncomingHttpHeaders } = {};
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen = { url: req.url, headers: req.headers };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchWith = (body: unknown, status = 200, headers: Record<string, string> = {}, depth = 10) => {
    answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body), headers };
    return createCoinbaseDepth({ baseUrl, timeoutMs: 2_000 }).fetchBook('BTC-USD', depth);
  };
  const level = (price: string) => [price, '0.5', 3];

  it('asks for the level-2 book of the market, with a User-Agent', async () => {
    await fetchWith({ bids: [], asks: [], time: '2025-01-01T00:00:00Z' });
    expect(seen.url).toBe('/products/BTC-USD/book?level=2');
    expect(seen.headers?.['user-agent']).toMatch(/\S/);
  });

  it('reads a time with microseconds, and uses the arrival time when there is none', async () => {
    const micro = await fetchWith({ bids: [level('97000.5')], asks: [], time: '2025-03-04T05:06:07.123456Z' });
    expect(micro.asOf.toISOString()).toBe('2025-03-04T05:06:07.123Z');
    expect(micro.bids).toEqual([{ price: 97000.5, size: 0.5 }]);
    const timeless = await fetchWith({ bids: [], asks: [level('97001')], sequence: 1 });
    expect(timeless.asOf).toEqual(timeless.receivedAt);
  });

  it('passes the Retry-After of a 429 on', async () => {
    const error = await failure(fetchWith({ message: 'Public rate limit exceeded' }, 429, { 'retry-after': '7' }));
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 7_000 });
  });

  it('takes only a 404 NotFound as an unlisted market', async () => {
    expect(await failure(fetchWith({ message: 'route not found' }, 404))).toMatchObject({ kind: 'http', status: 404 });
    expect(await failure(fetchWith({ message: 'Invalid product_id' }, 400))).toMatchObject({ kind: 'http', status: 400 });
    expect(await rejection(fetchWith({ message: 'NotFound' }, 404))).toBeInstanceOf(MarketNotListedError);
  });

  it.each([
    ['an error object with 200', { message: 'NotFound' }],
    ['a side missing', { bids: [] }],
    ['a number price', { bids: [[97000, '1', 1]], asks: [] }],
    ['a price that is no decimal', { bids: [level('n/a')], asks: [] }],
    ['a level without size', { bids: [['97000']], asks: [] }],
    ['an unreadable time', { bids: [], asks: [], time: 'yesterday' }],
    ['an array', '[]'],
  ])('%s → malformed', async (_name, body) => {
    expect(await failure(fetchWith(body))).toMatchObject({ kind: 'malformed' });
  });

  it('reads no further than the depth asked', async () => {
    const book = await fetchWith({ bids: [level('97000'), level('garbage')], asks: [level('97001')] }, 200, {}, 1);
    expect(book.bids).toEqual([{ price: 97000, size: 0.5 }]);
  });
});
