import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FIAT_PER_USD } from '../../../testing/fake-coingecko';
import { useFakeVenues } from '../../../testing/use-fake-venues';
import { createCoinbaseFxSource } from './coinbase-fx';
import { expectUpstreamFailure as failure } from '../../../testing/upstream-failure';

describe('createCoinbaseFxSource against the fake venues', () => {
  const fake = useFakeVenues();

  const source = (timeoutMs = 2_000) => createCoinbaseFxSource({ baseUrl: fake.url, timeoutMs });

  it('reads the USD table in one call and keeps only the codes asked for', async () => {
    const before = fake.counts['coinbase-fx'] ?? 0;
    const start = Date.now();
    const fx = source();
    expect(fx.name).toBe('Coinbase');
    const rates = await fx.fetchRates(['usd', 'eur', 'jpy', 'gbp', 'krw', 'xyz', 'eur']);
    expect(fake.counts['coinbase-fx']).toBe(before + 1);
    expect(rates.source).toBe('Coinbase');
    expect(rates.receivedAt.getTime()).toBeGreaterThanOrEqual(start);
    expect([...rates.perUsd].sort()).toEqual(
      [
        ['eur', FAKE_FIAT_PER_USD.eur],
        ['gbp', FAKE_FIAT_PER_USD.gbp],
        ['jpy', 150],
        ['krw', FAKE_FIAT_PER_USD.krw],
        ['usd', 1],
      ].sort(),
    );
  });

  it('answers usd as 1 and never keeps codes that were not asked for', async () => {
    const rates = await source().fetchRates(['usd']);
    expect([...rates.perUsd]).toEqual([['usd', 1]]);
    await expect(source().fetchRates([])).resolves.toMatchObject({ perUsd: new Map() });
  });

  it('shows a skewed table as sent (USD stays 1)', async () => {
    fake.setVenue('coinbase-fx', { factor: 1.02 });
    const rates = await source().fetchRates(['usd', 'eur', 'jpy']);
    expect(rates.perUsd.get('usd')).toBe(1);
    expect(rates.perUsd.get('eur')).toBeCloseTo(0.918, 9);
    expect(rates.perUsd.get('jpy')).toBeCloseTo(153, 9);
  });

  it('drops rates that are not positive (zero mode)', async () => {
    fake.setVenue('coinbase-fx', { mode: 'zero' });
    const rates = await source().fetchRates(['usd', 'eur', 'jpy']);
    expect([...rates.perUsd]).toEqual([['usd', 1]]);
  });

  it('classifies each failure as an UpstreamError of the right kind', async () => {
    const cases = [
      ['down', { kind: 'http', status: 503 }],
      ['geo-blocked', { kind: 'http', status: 451 }],
      ['rate-limited', { kind: 'rate-limited', status: 429 }],
      ['malformed', { kind: 'malformed' }],
      ['html', { kind: 'malformed' }],
    ] as const;
    for (const [mode, expected] of cases) {
      fake.setVenue('coinbase-fx', { mode });
      expect(await failure(source().fetchRates(['eur'])), mode).toMatchObject(expected);
    }
  });

  it('times out on a table slower than timeoutMs', async () => {
    fake.setVenue('coinbase-fx', { mode: 'slow', delayMs: 1_000 });
    expect(await failure(source(150).fetchRates(['eur']))).toMatchObject({ kind: 'timeout' });
  });

  it('fake: another base currency gets Coinbase’s 400 error shape', async () => {
    const response = await fetch(`${fake.url}/v2/exchange-rates?currency=EUR`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ id: 'invalid_request', message: 'Invalid currency (EUR)' }] });
    const usd = (await (await fetch(`${fake.url}/v2/exchange-rates?currency=USD`)).json()) as {
      data: { currency: string; rates: Record<string, string> };
    };
    expect(usd.data.currency).toBe('USD');
    expect(usd.data.rates).toMatchObject({ USD: '1', EUR: '0.9', BTC: '0.00001' });
  });
});

describe('Coinbase exchange-rate bodies that are not the USD table', () => {
  let server: Server;
  let baseUrl: string;
  let body = '';
  let lastUrl = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      lastUrl = req.url ?? '';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchWith = (value: unknown) => {
    body = typeof value === 'string' ? value : JSON.stringify(value);
    return createCoinbaseFxSource({ baseUrl, timeoutMs: 2_000 }).fetchRates(['usd', 'eur', 'gbp', 'jpy', 'chf']);
  };

  it.each([
    ['another base', { data: { currency: 'EUR', rates: { USD: '1.09', GBP: '0.85' } } }],
    ['an error body', { errors: [{ id: 'invalid_request', message: 'Invalid currency (USD)' }] }],
    ['rates as a list', { data: { currency: 'USD', rates: [['EUR', '0.9']] } }],
    ['no data', { currency: 'USD', rates: { EUR: '0.9' } }],
    ['a bare array', []],
  ])('%s → malformed', async (_label, value) => {
    expect(await failure(fetchWith(value))).toMatchObject({ kind: 'malformed' });
  });

  it('asks for currency=USD and keeps only positive finite rates', async () => {
    const rates = await fetchWith({ data: { currency: 'USD', rates: { EUR: '0.92', GBP: '0', JPY: 'abc', CHF: '-1', SEK: '10.5' } } });
    expect(lastUrl).toBe('/v2/exchange-rates?currency=USD');
    expect([...rates.perUsd]).toEqual([
      ['usd', 1],
      ['eur', 0.92],
    ]);
  });
});
