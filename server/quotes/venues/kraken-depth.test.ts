import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBookShape, type FakeLevel, fakeBook } from '../../testing/fake-venues/fake-venue-state';
import { useFakeVenues } from '../../testing/use-fake-venues';
import { UpstreamError } from '../../upstream/types';
import { MarketNotListedError } from '../depth-source';
import { createKrakenDepth, krakenDepthCount } from './kraken-depth';

const levels = (side: FakeLevel[]) => side.map(([price, size]) => ({ price, size }));
/** What the fake builds for a book, as the client should read it. */
const expected = (mid: number, baseUsd: number, shape: FakeBookShape, count = 20) => {
  const book = fakeBook(mid, baseUsd, shape, count);
  return { bids: levels(book.bids), asks: levels(book.asks) };
};

describe('createKrakenDepth against the fake Kraken', () => {
  const fake = useFakeVenues();
  let kraken: ReturnType<typeof createKrakenDepth>;

  beforeAll(() => {
    kraken = createKrakenDepth({ baseUrl: `${fake.url}/`, timeoutMs: 1_000 });
  });

  async function failure(market = 'XBTUSD'): Promise<unknown> {
    return kraken.fetchBook(market, 20).catch((e: unknown) => e);
  }

  it('names markets by Kraken altname, bitcoin as XBT, and only in the quotes Kraken uses', () => {
    expect(kraken.id).toBe('kraken');
    expect(kraken.marketFor('XBT', 'USD')).toBe('XBTUSD');
    expect(kraken.marketFor('ETH', 'EUR')).toBe('ETHEUR');
    expect(kraken.marketFor('USDT', 'USD')).toBe('USDTUSD');
    expect(kraken.marketFor('XDG', 'USDT')).toBe('XDGUSDT');
    expect(kraken.marketFor('ETH', 'BTC')).toBe('ETHXBT');
    expect(kraken.marketFor('SOL', 'XBT')).toBe('SOLXBT');
    for (const quote of ['GBP', 'CAD', 'JPY', 'CHF', 'AUD']) expect(kraken.marketFor('XBT', quote)).toBe(`XBT${quote}`);
    expect(kraken.marketFor('XBT', 'BRL')).toBeNull();
    expect(kraken.marketFor('XBT', 'BTC')).toBeNull();
    expect(kraken.marketFor('X&Y', 'USD')).toBeNull();
  });

  it("reads a normal book exactly as the fake sent it, under Kraken's own name, as of its newest level", async () => {
    fake.setVenue('kraken', { bookAgeMs: 90_000 });
    const before = Date.now();
    const book = await kraken.fetchBook('XBTUSD', 20);
    const after = Date.now();
    expect(book).toMatchObject({ venue: 'kraken', market: 'XXBTZUSD', ...expected(100_000, 100_000, 'normal') });
    expect(book.bids).toHaveLength(20);
    // Level times are whole seconds; the newest is bids[0], the asks' best one second older.
    const second = (ms: number) => Math.floor((ms - 90_000) / 1000) * 1000;
    expect(book.asOf.getTime()).toBeGreaterThanOrEqual(second(before));
    expect(book.asOf.getTime()).toBeLessThanOrEqual(second(after));
    expect(book.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(book.receivedAt.getTime()).toBeLessThanOrEqual(after);
  });

  it('reads legacy X/Z names and newer plain ones, in fiat, USDT and XBT quotes', async () => {
    const cases: [string, string, number, number][] = [
      ['ETHXBT', 'XETHXXBT', 0.04, 4_000],
      ['XDGUSD', 'XDGUSD', 0.25, 0.25],
      ['SOLEUR', 'SOLEUR', 180, 200],
      ['XBTGBP', 'XXBTZGBP', 80_000, 100_000],
      ['XBTCHF', 'XBTCHF', 88_000, 100_000],
      ['XBTUSDT', 'XBTUSDT', 100_000, 100_000],
      ['USDTUSD', 'USDTZUSD', 1, 1],
      // Kraken's own name is taken as well as the altname.
      ['XXBTZUSD', 'XXBTZUSD', 100_000, 100_000],
    ];
    for (const [asked, name, mid, baseUsd] of cases) {
      const book = await kraken.fetchBook(asked, 20);
      expect(book.market).toBe(name);
      expect({ bids: book.bids, asks: book.asks }).toEqual(expected(mid, baseUsd, 'normal'));
    }
  });

  it('reads a thin book, and a book with one side empty', async () => {
    fake.setVenue('kraken', { book: 'thin' });
    const thin = await kraken.fetchBook('ETHUSD', 20);
    expect({ bids: thin.bids, asks: thin.asks }).toEqual(expected(4_000, 4_000, 'thin'));
    expect(thin.asks).toHaveLength(5);

    fake.setVenue('kraken', { book: 'empty-asks' });
    const noAsks = await kraken.fetchBook('ETHUSD', 20);
    expect(noAsks.asks).toEqual([]);
    expect(noAsks.bids).toEqual(expected(4_000, 4_000, 'normal').bids);

    fake.setVenue('kraken', { book: 'empty-bids' });
    const noBids = await kraken.fetchBook('ETHUSD', 20);
    expect(noBids.bids).toEqual([]);
    expect(noBids.asks).toEqual(expected(4_000, 4_000, 'normal').asks);
  });

  it("passes a crossed book through unchanged: judging it is the quote service's part", async () => {
    fake.setVenue('kraken', { book: 'crossed' });
    const book = await kraken.fetchBook('XBTUSD', 20);
    expect({ bids: book.bids, asks: book.asks }).toEqual(expected(100_000, 100_000, 'crossed'));
    expect(book.asks[0]!.price).toBeLessThan(book.bids[0]!.price);
  });

  it('asks for at most 500 levels, and no more than wanted', async () => {
    // The fake refuses a count outside 1..500, as Kraken refuses bad arguments.
    const deep = await kraken.fetchBook('XBTUSD', 5_000);
    expect(deep.bids).toHaveLength(20);
    const shallow = await kraken.fetchBook('XBTUSD', 3);
    expect({ bids: shallow.bids, asks: shallow.asks }).toEqual(expected(100_000, 100_000, 'normal', 3));
    expect([
      krakenDepthCount(5_000),
      krakenDepthCount(500),
      krakenDepthCount(3.7),
      krakenDepthCount(0),
      krakenDepthCount(Number.NaN),
    ]).toEqual([500, 500, 3, 1, 500]);
  });

  it('takes "EQuery:Unknown asset pair" as a market Kraken does not list', async () => {
    for (const market of ['NOPEUSD', 'PEPEJPY']) {
      const error = await failure(market);
      expect(error).toBeInstanceOf(MarketNotListedError);
      expect(error).toMatchObject({ venue: 'kraken', market });
    }
  });

  it('takes the rate limit Kraken sends inside an HTTP 200 as rate-limited', async () => {
    fake.setVenue('kraken', { mode: 'rate-limited' });
    const error = await failure();
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'rate-limited' });
    expect((error as Error).message).toContain('EAPI:Rate limit exceeded');
  });

  it('classifies down, malformed and HTML answers', async () => {
    fake.setVenue('kraken', { mode: 'down' });
    const down = await failure();
    expect(down).toBeInstanceOf(UpstreamError);
    expect(down).toMatchObject({ kind: 'http', status: 503 });
    fake.setVenue('kraken', { mode: 'malformed' });
    expect(await failure()).toMatchObject({ name: 'UpstreamError', kind: 'malformed' });
    fake.setVenue('kraken', { mode: 'html' });
    expect(await failure()).toMatchObject({ name: 'UpstreamError', kind: 'malformed' });
  });

  it("reads the lowest tier of the pair's taker schedule, and gives null when it cannot", async () => {
    expect(await kraken.takerFee('XBTUSD')).toEqual({ rate: 0.004, tier: 'Kraken Pro, lowest tier (from 0 USD of 30-day volume)' });
    expect(await kraken.takerFee('SOLEUR')).toEqual({ rate: 0.004, tier: 'Kraken Pro, lowest tier (from 0 USD of 30-day volume)' });
    expect(await kraken.takerFee('NOPEUSD')).toBeNull();
    fake.setVenue('kraken', { mode: 'rate-limited' });
    expect(await kraken.takerFee('XBTUSD')).toBeNull();
  });
});

describe('createKrakenDepth on answers the fake does not script', () => {
  let body = '';
  const urls: string[] = [];
  const server = createServer((req, res) => {
    urls.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  let kraken: ReturnType<typeof createKrakenDepth>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    kraken = createKrakenDepth({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 1_000 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const answering = (answer: unknown) => {
    body = JSON.stringify(answer);
    urls.length = 0;
  };

  it('sends the pair and a count of at most 500', async () => {
    answering({ error: [], result: { XXBTZUSD: { asks: [], bids: [] } } });
    await kraken.fetchBook('XBTUSD', 10_000);
    await kraken.fetchBook('XBTUSD', 25);
    expect(urls).toEqual(['/0/public/Depth?pair=XBTUSD&count=500', '/0/public/Depth?pair=XBTUSD&count=25']);
  });

  it('takes the newest level time, decimals and numeric strings included, and the arrival time for an empty book', async () => {
    answering({
      error: [],
      result: {
        XXBTZUSD: {
          asks: [
            ['100010.5', '0.5', 1_700_000_000],
            ['100020.0', '1.25', '1700000007.25'],
          ],
          bids: [['99990.1', '2', 1_700_000_003.5]],
        },
      },
    });
    const book = await kraken.fetchBook('XBTUSD', 20);
    expect(book.asOf).toEqual(new Date(1_700_000_007_250));
    expect(book.asks).toEqual([
      { price: 100_010.5, size: 0.5 },
      { price: 100_020, size: 1.25 },
    ]);
    expect(book.bids).toEqual([{ price: 99_990.1, size: 2 }]);

    answering({ error: [], result: { XXBTZUSD: { asks: [], bids: [] } } });
    const empty = await kraken.fetchBook('XBTUSD', 20);
    expect(empty.asOf).toEqual(empty.receivedAt);
  });

  it("maps each of Kraken's error entries, and lets warnings pass", async () => {
    for (const error of ['EGeneral:Too many requests', 'EAPI:Rate limit exceeded']) {
      answering({ error: [error] });
      await expect(kraken.fetchBook('XBTUSD', 20)).rejects.toMatchObject({ name: 'UpstreamError', kind: 'rate-limited' });
    }
    for (const error of ['EService:Unavailable', 'EGeneral:Internal error']) {
      answering({ error: [error] });
      await expect(kraken.fetchBook('XBTUSD', 20)).rejects.toMatchObject({ name: 'UpstreamError', kind: 'http', status: undefined });
    }
    answering({ error: ['EQuery:Unknown asset pair'] });
    await expect(kraken.fetchBook('XBTUSD', 20)).rejects.toBeInstanceOf(MarketNotListedError);
    answering({ error: ['WGeneral:Something to know'], result: { XXBTZUSD: { asks: [['1', '2', 3]], bids: [] } } });
    expect((await kraken.fetchBook('XBTUSD', 20)).asks).toEqual([{ price: 1, size: 2 }]);
  });

  it('wants exactly one book of readable levels', async () => {
    for (const answer of [
      { error: [] },
      { error: [], result: {} },
      { error: [], result: { XXBTZUSD: { asks: [], bids: [] }, XBTUSDT: { asks: [], bids: [] } } },
      { error: [], result: { XXBTZUSD: { asks: [['1', '2']], bids: [] } } },
      { error: [], result: { XXBTZUSD: { asks: [] } } },
    ]) {
      answering(answer);
      await expect(kraken.fetchBook('XBTUSD', 20)).rejects.toMatchObject({ name: 'UpstreamError', kind: 'malformed' });
    }
  });

  it('reads fee tiers sent as numbers or strings, lowest volume first or not, and null without any', async () => {
    const pair = (fees: unknown) => ({ error: [], result: { XXBTZUSD: { altname: 'XBTUSD', fees, fee_volume_currency: 'ZUSD' } } });
    answering(
      pair([
        [10_000, 0.35],
        [0, 0.4],
      ]),
    );
    expect(await kraken.takerFee('XBTUSD')).toEqual({ rate: 0.004, tier: 'Kraken Pro, lowest tier (from 0 USD of 30-day volume)' });
    expect(urls).toEqual(['/0/public/AssetPairs?pair=XBTUSD']);
    answering(pair([['0', '0.26']]));
    expect(await kraken.takerFee('XBTUSD')).toEqual({ rate: 0.0026, tier: 'Kraken Pro, lowest tier (from 0 USD of 30-day volume)' });
    answering({ error: [], result: { XXBTZUSD: { altname: 'XBTUSD' } } });
    expect(await kraken.takerFee('XBTUSD')).toBeNull();
    answering(pair([]));
    expect(await kraken.takerFee('XBTUSD')).toBeNull();
    answering({ error: ['EService:Unavailable'] });
    expect(await kraken.takerFee('XBTUSD')).toBeNull();
  });
});
