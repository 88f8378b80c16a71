import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHistoryUpstreams, hasSharedDailyCsv, startFakeHistoryUpstreams } from '../../testing/fake-history-upstreams';
import { UpstreamError } from '../../upstream/types';
import { createBinanceHistorySource } from './binance';
import { addDays, daysBetween } from './http';

const BTC = { id: 'bitcoin', symbol: 'btc' };
const USDT = { id: 'tether', symbol: 'usdt' };

describe('createBinanceHistorySource (built-in prices)', () => {
  let fake: FakeHistoryUpstreams;

  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams({ dataFile: null });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode('binance', 'ok');
    fake.counts.binance = 0;
  });

  const source = () => createBinanceHistorySource({ baseUrl: fake.urls.binance, timeoutMs: 2_000 });

  it('reads a single day as the open of the kline opening at 00:00 UTC', async () => {
    const bn = source();
    expect(bn.name).toBe('binance');
    await expect(bn.fetchDaily(BTC, '2020-03-15', '2020-03-15')).resolves.toEqual([{ date: '2020-03-15', priceUsd: 5200.366211 }]);
    await expect(bn.fetchDaily(BTC, '2017-08-17', '2017-08-17')).resolves.toEqual([{ date: '2017-08-17', priceUsd: 4376.629883 }]);
    await expect(bn.fetchDaily(BTC, '2015-07-21', '2015-07-21')).resolves.toEqual([]); // before Binance opened
    expect(fake.counts.binance).toBe(3);
  });

  it('pages a range longer than 1000 days and sorts ascending', async () => {
    const from = '2017-01-01';
    const to = '2022-01-31';
    await expect(source().fetchDaily(BTC, from, to)).resolves.toEqual([
      { date: '2017-08-17', priceUsd: 4376.629883 },
      { date: '2020-03-15', priceUsd: 5200.366211 },
      { date: '2020-03-16', priceUsd: 5392.314941 },
      { date: '2021-11-10', priceUsd: 66971.828125 },
      { date: '2022-01-01', priceUsd: 46306.445312 },
    ]);
    expect(fake.counts.binance).toBe(Math.ceil((daysBetween(from, to) + 1) / 1000)); // 2
  });

  it('gives [] for an unknown symbol (400, code -1121) and never asks for USDT/USDT', async () => {
    const bn = source();
    await expect(bn.fetchDaily({ id: 'x', symbol: 'nope' }, '2017-01-01', '2022-01-31')).resolves.toEqual([]);
    expect(fake.counts.binance).toBe(1);
    expect(bn.supports?.(BTC)).toBe(true);
    expect(bn.supports?.(USDT)).toBe(false);
    expect(bn.supports?.({ id: 'x', symbol: 'b' })).toBe(false);
    await expect(bn.fetchDaily(USDT, '2020-03-15', '2020-03-15')).resolves.toEqual([]);
    await expect(bn.fetchDaily(BTC, '2020-03-16', '2020-03-15')).resolves.toEqual([]);
    expect(fake.counts.binance).toBe(1);
  });

  it('maps each failure mode to its UpstreamError kind', async () => {
    const bn = source();
    fake.setMode('binance', 'down');
    const down = bn.fetchDaily(BTC, '2020-03-15', '2020-03-15');
    await expect(down).rejects.toBeInstanceOf(UpstreamError);
    await expect(down).rejects.toMatchObject({ kind: 'http', status: 503 });
    fake.setMode('binance', 'rate-limited');
    await expect(bn.fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({ kind: 'rate-limited', retryAfterMs: 30_000 });
    fake.setMode('binance', 'malformed');
    await expect(bn.fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({ kind: 'malformed' });
    fake.setMode('binance', 'empty');
    await expect(bn.fetchDaily(BTC, '2020-03-15', '2020-03-15')).resolves.toEqual([]);
  });
});

describe('createBinanceHistorySource (restricted location, IP ban)', () => {
  let server: Server;
  let reply: (res: ServerResponse) => void;
  let base: string;

  beforeAll(async () => {
    server = createServer((_req, res) => reply(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails with http 451 from a restricted location', async () => {
    reply = (res) => {
      res.writeHead(451, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, msg: "Service unavailable from a restricted location according to 'b. Eligibility'." }));
    };
    const bn = createBinanceHistorySource({ baseUrl: base, timeoutMs: 2_000 });
    await expect(bn.fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({ kind: 'http', status: 451 });
  });

  it('treats 418 (IP ban) as rate-limited with its Retry-After', async () => {
    reply = (res) => {
      res.writeHead(418, { 'content-type': 'application/json', 'retry-after': '600' });
      res.end(JSON.stringify({ code: -1003, msg: 'Way too many requests; IP banned.' }));
    };
    const bn = createBinanceHistorySource({ baseUrl: base, timeoutMs: 2_000 });
    await expect(bn.fetchDaily(BTC, '2020-03-15', '2020-03-15')).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 418,
      retryAfterMs: 600_000,
    });
  });
});

describe.skipIf(!hasSharedDailyCsv())('createBinanceHistorySource (shared CSV)', () => {
  let fake: FakeHistoryUpstreams;
  beforeAll(async () => {
    fake = await startFakeHistoryUpstreams();
  });
  afterAll(() => fake?.close());

  it('fills every day from the opening of Binance across pages', async () => {
    const bn = createBinanceHistorySource({ baseUrl: fake.urls.binance, timeoutMs: 2_000 });
    const prices = await bn.fetchDaily(BTC, '2017-08-01', '2020-12-31');
    expect(prices[0]?.date).toBe('2017-08-17');
    expect(prices).toHaveLength(daysBetween('2017-08-17', '2020-12-31') + 1);
    expect(prices.every((p, i) => p.date === addDays('2017-08-17', i))).toBe(true);
    expect(prices.find((p) => p.date === '2020-03-16')?.priceUsd).toBeCloseTo(5392.31494140625, 5);
    expect(fake.counts.binance).toBe(2);
  });
});
