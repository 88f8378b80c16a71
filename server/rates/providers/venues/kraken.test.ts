import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_USD_PRICES } from '../../../testing/fake-coingecko';
import { useFakeVenues } from '../../../testing/use-fake-venues';
import { UpstreamError } from '../../../upstream/types';
import { createKrakenVenue, krakenUsdMarkets } from './kraken';
import type { VenueSource } from './types';

const COINS = ['bitcoin', 'ethereum', 'dogecoin', 'solana', 'tether', 'litecoin', 'polkadot', 'usd-coin', 'tokamak-network', 'fakecoin'];

describe('createKrakenVenue against the fake Kraken', () => {
  const fake = useFakeVenues();
  let kraken: VenueSource;

  beforeAll(() => {
    kraken = createKrakenVenue({ baseUrl: `${fake.url}/`, timeoutMs: 1_000 });
  });

  async function failure(): Promise<UpstreamError> {
    const error = await kraken.fetchTickers(COINS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }

  it("reads c[0] of each coin's USD book under Kraken's pair names, as of when the answer arrived", async () => {
    const before = Date.now();
    const answer = await kraken.fetchTickers(COINS);
    expect(kraken.id).toBe('kraken');
    expect(kraken.name).toBe('Kraken');
    expect(answer.venue).toBe('kraken');
    const byCoin = new Map(answer.tickers.map((t) => [t.coinId, t]));
    expect(byCoin.get('bitcoin')).toMatchObject({ market: 'XXBTZUSD', quote: 'USD', price: 100_000 });
    expect(byCoin.get('ethereum')).toMatchObject({ market: 'XETHZUSD', price: FAKE_USD_PRICES.ethereum });
    expect(byCoin.get('litecoin')).toMatchObject({ market: 'XLTCZUSD', price: FAKE_USD_PRICES.litecoin });
    expect(byCoin.get('dogecoin')).toMatchObject({ market: 'XDGUSD', price: 0.25 });
    expect(byCoin.get('solana')).toMatchObject({ market: 'SOLUSD', price: 200 });
    expect(byCoin.get('polkadot')).toMatchObject({ market: 'DOTUSD', price: 10 });
    expect(byCoin.get('usd-coin')).toMatchObject({ market: 'USDCUSD' });
    expect(byCoin.get('tether')).toMatchObject({ market: 'USDTZUSD', price: 1 });
    // Not in the coin→market table: never matched by symbol.
    expect(byCoin.has('tokamak-network')).toBe(false);
    expect(byCoin.has('fakecoin')).toBe(false);
    expect(answer.tickers).toHaveLength(8);
    for (const ticker of answer.tickers) {
      expect(ticker.asOf).toEqual(answer.receivedAt);
      expect(ticker.quote).toBe('USD');
    }
    expect(answer.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(answer.receivedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('asks only for the coins given, once each', async () => {
    const answer = await kraken.fetchTickers(['solana', 'solana', 'ripple']);
    expect(answer.tickers.map((t) => [t.coinId, t.market])).toEqual([
      ['solana', 'SOLUSD'],
      ['ripple', 'XXRPZUSD'],
    ]);
  });

  it('reads its USDT/USD book, and follows a depeg', async () => {
    const answer = await kraken.fetchTickers(['bitcoin']);
    expect(answer.usdtUsd).toEqual({ price: 1, asOf: answer.receivedAt, market: 'USDTZUSD' });
    fake.setUsdtUsd(0.97);
    const depegged = await kraken.fetchTickers(['bitcoin', 'tether', 'solana', 'polkadot']);
    expect(depegged.usdtUsd?.price).toBe(0.97);
    // USD books stay in USD; the USDT books beside them (XBTUSDT, SOLUSDT, DOTUSDT) are not read.
    expect(depegged.tickers.map((t) => [t.market, t.price])).toEqual([
      ['XXBTZUSD', 100_000],
      ['USDTZUSD', 0.97],
      ['SOLUSD', 200],
      ['DOTUSD', 10],
    ]);
  });

  it('shows a venue quoting apart from the others', async () => {
    fake.setVenue('kraken', { factor: 1.05 });
    const answer = await kraken.fetchTickers(['bitcoin', 'dogecoin']);
    expect(answer.tickers.map((t) => t.price)).toEqual([105_000, 0.2625]);
  });

  it('returns cancel-only books (last "0") as price 0 for the consensus to refuse', async () => {
    fake.setVenue('kraken', { mode: 'zero' });
    const answer = await kraken.fetchTickers(['bitcoin', 'dogecoin', 'solana']);
    expect(answer.tickers.map((t) => [t.market, t.price])).toEqual([
      ['XXBTZUSD', 0],
      ['XDGUSD', 0],
      ['SOLUSD', 0],
    ]);
  });

  it('takes the rate limit Kraken sends inside an HTTP 200 as rate-limited', async () => {
    fake.setVenue('kraken', { mode: 'rate-limited' });
    const error = await failure();
    expect(error.kind).toBe('rate-limited');
    expect(error.message).toContain('EAPI:Rate limit exceeded');
  });

  it('classifies down, malformed, HTML and slow answers', async () => {
    fake.setVenue('kraken', { mode: 'down' });
    expect(await failure()).toMatchObject({ kind: 'http', status: 503 });
    fake.setVenue('kraken', { mode: 'malformed' });
    expect((await failure()).kind).toBe('malformed');
    fake.setVenue('kraken', { mode: 'html' });
    expect((await failure()).kind).toBe('malformed');
    fake.setVenue('kraken', { mode: 'slow', delayMs: 1_500 });
    expect((await failure()).kind).toBe('timeout');
  });

  it('fake: with pair=, one unknown name fails the whole request, as on Kraken', async () => {
    const ask = async (pairs: string) => (await fetch(`${fake.url}/0/public/Ticker?pair=${pairs}`)).json();
    expect(await ask('XXBTZUSD,XDGUSD')).toMatchObject({
      error: [],
      result: { XXBTZUSD: { c: ['100000', expect.any(String)] }, XDGUSD: {} },
    });
    expect(await ask('XXBTZUSD,NOPEUSD')).toEqual({ error: ['EQuery:Unknown asset pair'] });
  });

  it('lists the USD book candidates in order, exact names only', () => {
    expect(krakenUsdMarkets('XBT')).toEqual(['XXBTZUSD', 'XBTZUSD', 'XBTUSD']);
    expect(krakenUsdMarkets('XDG')).toEqual(['XXDGZUSD', 'XDGZUSD', 'XDGUSD']);
  });
});

describe('createKrakenVenue on answers the fake does not script', () => {
  let body = '';
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
  let kraken: VenueSource;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    kraken = createKrakenVenue({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 1_000 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const book = (last: string) => ({ c: [last, '1'] });
  const fetchWith = (answer: unknown) => {
    body = JSON.stringify(answer);
    return kraken.fetchTickers(['ethereum', 'polkadot', 'bitcoin']);
  };

  it('takes any other error entry as the venue refusing to serve', async () => {
    for (const error of ['EService:Unavailable', 'EGeneral:Internal error']) {
      const failure = await fetchWith({ error: [error] }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(UpstreamError);
      expect(failure).toMatchObject({ kind: 'http', status: undefined });
      expect((failure as Error).message).toContain(error);
    }
  });

  it('lets warnings pass and wants a result', async () => {
    const answer = await fetchWith({ error: ['WGeneral:Something to know'], result: { XXBTZUSD: book('99000.1') } });
    expect(answer.tickers).toMatchObject([{ coinId: 'bitcoin', price: 99_000.1 }]);
    expect(answer.usdtUsd).toBeUndefined();
    await expect(fetchWith({ error: [] })).rejects.toMatchObject({ kind: 'malformed' });
    await expect(fetchWith({ result: {} })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('matches exact pair names only, and keeps an unreadable book as NaN', async () => {
    const answer = await fetchWith({
      error: [],
      result: { ETHWUSD: book('3'), DOTUSDT: book('9'), XBTUSDT: book('1'), 'XXBTZUSD.d': book('2') },
    });
    expect(answer.tickers).toEqual([]);
    const odd = await fetchWith({ error: [], result: { DOTUSD: { c: [] }, USDTUSD: book('0.999') } });
    expect(odd.tickers).toMatchObject([{ coinId: 'polkadot', market: 'DOTUSD', price: Number.NaN }]);
    expect(odd.usdtUsd).toMatchObject({ market: 'USDTUSD', price: 0.999 });
  });
});
