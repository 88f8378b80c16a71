import { addDays, todayUtc } from '@shared/dates';
import { MAX_RANGE_DAYS } from '@shared/history-limits';
import { ConvertOnDateResponseSchema, HistoricalFxResponseSchema } from '@shared/schemas/historical-fx';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHistoryUpstreams, hasSharedDailyCsv } from '../testing/fake-history-upstreams';
import { startHistoryTestServer } from '../testing/history-test-server';
import type { TestServer } from '../testing/test-server';

let up: FakeHistoryUpstreams;
let s: TestServer;

// One server for the file: each test asks for days no earlier test stored, or resets the modes.
beforeAll(async () => {
  ({ server: s, upstreams: up } = await startHistoryTestServer());
});
afterAll(async () => {
  await s.close();
  await up.close();
});
beforeEach(() => {
  for (const source of ['coingecko', 'coinbase', 'defillama', 'binance', 'frankfurter'] as const) up.setMode(source, 'ok');
});

const ecb = 'ECB via Frankfurter';

describe('GET /api/historical-fx', () => {
  it('gives one point per calendar day, weekends carrying the Friday rate, with the source', async () => {
    const { status, body, headers } = await s.get('/api/historical-fx?currency=eur&from=2021-11-11&to=2021-11-15');
    expect(status).toBe(200);
    const rateDates = ['2021-11-11', '2021-11-12', '2021-11-12', '2021-11-12', '2021-11-15'];
    expect(HistoricalFxResponseSchema.parse(body)).toEqual({
      currency: 'eur',
      from: '2021-11-11',
      to: '2021-11-15',
      points: rateDates.map((rateDate, i) => ({ date: addDays('2021-11-11', i), perUsd: up.fxAt('EUR', rateDate), rateDate, source: ecb })),
      sources: [ecb],
    });
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('takes one day when "to" is omitted, and upper-case codes', async () => {
    const { status, body } = await s.get('/api/historical-fx?currency=GBP&from=2021-11-10');
    expect(status).toBe(200);
    expect(body).toEqual({
      currency: 'gbp',
      from: '2021-11-10',
      to: '2021-11-10',
      points: [{ date: '2021-11-10', perUsd: up.fxAt('GBP', '2021-11-10'), rateDate: '2021-11-10', source: ecb }],
      sources: [ecb],
    });
  });

  it('answers USD as 1 per day without asking anyone', async () => {
    const before = up.counts.frankfurter;
    const { body } = await s.get('/api/historical-fx?currency=usd&from=2021-11-13&to=2021-11-14');
    expect(body.points).toEqual([
      { date: '2021-11-13', perUsd: 1, rateDate: '2021-11-13', source: 'USD' },
      { date: '2021-11-14', perUsd: 1, rateDate: '2021-11-14', source: 'USD' },
    ]);
    expect(body.sources).toEqual(['USD']);
    expect(up.counts.frankfurter).toBe(before);
  });

  it.each([
    ['currency=eur&from=2021-11-10&to=2021-11-09', 'Parameter "from" must not be after "to".'],
    ['currency=eur&from=10-11-2021', 'Parameter "from" must be a date written YYYY-MM-DD, such as 2022-01-01.'],
    ['currency=eur&from=2021-02-30', 'Parameter "from": 2021-02-30 is not a real calendar date.'],
    ['from=2021-11-10', 'Missing required parameter "currency": give a currency id such as eur.'],
    ['currency=eur&currency=gbp&from=2021-11-10', 'Parameter "currency" must be given once, as text.'],
    [
      'currency=bitcoin&from=2021-11-10',
      '"bitcoin" is a cryptocurrency; exchange rates are for fiat currencies such as eur (coin prices: /api/historical-range).',
    ],
    ['currency=xyz&from=2021-11-10', 'Unknown currency "xyz". Use a fiat currency code listed by /api/currencies/fiat, such as eur.'],
    [
      `currency=eur&from=2000-01-01&to=${addDays('2000-01-01', MAX_RANGE_DAYS)}`,
      `A range may cover at most ${MAX_RANGE_DAYS} days; ask for a shorter period.`,
    ],
  ])('400 for %s', async (query, error) => {
    const { status, body } = await s.get(`/api/historical-fx?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error });
  });

  it('400 for a future date, naming the latest one', async () => {
    const tomorrow = addDays(todayUtc(), 1);
    const { status, body } = await s.get(`/api/historical-fx?currency=eur&from=${tomorrow}`);
    expect(status).toBe(400);
    expect(body.error).toBe(`The date ${tomorrow} is in the future. The latest date with an exchange rate is ${todayUtc()}.`);
  });

  it('404 when the sources have no rate', async () => {
    const missing = await s.get('/api/historical-fx?currency=eur&from=1990-01-01&to=1990-01-31');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: 'No EUR exchange rate between 1990-01-01 and 1990-01-31 was found in any of our sources. Try other dates.',
    });
  });
});

describe('GET /api/convert-on-date', () => {
  // The fake's built-in prices (without the shared CSV) have no ETH price in 2021.
  it.skipIf(!hasSharedDailyCsv())('converts ETH to EUR on 2021-11-10: the ETH price that day over the USD value of a euro', async () => {
    const { status, body, headers } = await s.get('/api/convert-on-date?from=ethereum&to=eur&date=2021-11-10');
    expect(status).toBe(200);
    const eth = up.priceAt('ETH', '2021-11-10')!;
    const eurUsd = 1 / up.fxAt('EUR', '2021-11-10')!;
    expect(ConvertOnDateResponseSchema.parse(body)).toEqual({
      from: 'ethereum',
      to: 'eur',
      date: '2021-11-10',
      rate: eth / eurUsd,
      legs: [
        { currency: 'ethereum', usdPrice: eth, source: 'Coinbase' },
        { currency: 'eur', usdPrice: eurUsd, perUsd: up.fxAt('EUR', '2021-11-10'), rateDate: '2021-11-10', source: ecb },
      ],
      sources: ['Coinbase', ecb],
    });
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('converts fiat to crypto, crypto to crypto and crypto to USD, and names the rate day on a weekend', async () => {
    // 2020-03-15 is a Sunday: the fiat legs use Friday 2020-03-13.
    const eurToEth = await s.get('/api/convert-on-date?from=eur&to=ethereum&date=2020-03-15');
    expect(eurToEth.body.legs[0]).toEqual({
      currency: 'eur',
      usdPrice: 1 / up.fxAt('EUR', '2020-03-13')!,
      perUsd: up.fxAt('EUR', '2020-03-13'),
      rateDate: '2020-03-13',
      source: ecb,
    });
    expect(eurToEth.body.rate).toBeCloseTo(1 / up.fxAt('EUR', '2020-03-13')! / up.priceAt('ETH', '2020-03-15')!, 12);

    const btcToEth = await s.get('/api/convert-on-date?from=bitcoin&to=ethereum&date=2020-03-15');
    expect(btcToEth.body).toMatchObject({
      rate: up.priceAt('BTC', '2020-03-15')! / up.priceAt('ETH', '2020-03-15')!,
      sources: ['Coinbase'],
    });

    const ethToUsd = await s.get('/api/convert-on-date?from=ethereum&to=usd&date=2020-03-15');
    expect(ethToUsd.body).toMatchObject({ rate: up.priceAt('ETH', '2020-03-15'), sources: ['Coinbase'] });
    expect(ethToUsd.body.legs[1]).toEqual({ currency: 'usd', usdPrice: 1, source: 'USD' });

    const sunday = await s.get('/api/convert-on-date?from=bitcoin&to=jpy&date=2020-03-15');
    expect(sunday.status).toBe(200);
    expect(sunday.body.legs[1]).toMatchObject({ rateDate: '2020-03-13', usdPrice: 1 / up.fxAt('JPY', '2020-03-13')! });
    expect(sunday.body.rate).toBeCloseTo(up.priceAt('BTC', '2020-03-15')! * up.fxAt('JPY', '2020-03-13')!, 6);
  });

  it('answers rate 1 for the same id, and allows today (cached briefly)', async () => {
    const same = await s.get('/api/convert-on-date?from=eur&to=eur&date=2021-11-10');
    expect(same.body).toEqual({ from: 'eur', to: 'eur', date: '2021-11-10', rate: 1, legs: [], sources: [] });
    const today = await s.get(`/api/convert-on-date?from=usd&to=chf&date=${todayUtc()}`);
    expect(today.status).toBe(200);
    expect(today.body.rate).toBeCloseTo(up.fxAt('CHF', today.body.legs[1].rateDate)!, 12);
    expect(today.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers 400 for bad input, naming the parameter', async () => {
    const tomorrow = addDays(todayUtc(), 1);
    const cases: [string, string][] = [
      [`from=ethereum&to=eur&date=${tomorrow}`, `The date ${tomorrow} is in the future. The latest date with a price is ${todayUtc()}.`],
      ['from=ethereum&to=eur', 'Missing required parameter "date": give a date as YYYY-MM-DD.'],
      ['from=ethereum&to=eur&date=2021-13-01', 'Parameter "date": 2021-13-01 is not a real calendar date.'],
      [
        'from=ethereum&to=zzz&date=2021-11-10',
        'Unknown currency "zzz" in "to". Use an id listed by /api/currencies/crypto or /api/currencies/fiat, such as ethereum or eur.',
      ],
    ];
    for (const [query, error] of cases) {
      const { status, body } = await s.get(`/api/convert-on-date?${query}`);
      expect([status, body], query).toEqual([400, { error }]);
    }
  });

  it('names the leg that has no rate: 404', async () => {
    up.setMode('frankfurter', 'empty');
    const missing = await s.get('/api/convert-on-date?from=usd&to=eur&date=2021-11-09');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No EUR exchange rate for 2021-11-09 was found in any of our sources. Try a nearby date.' });
  });
});

// Last: a failed source then rests for a while on this server.
describe('when the rate sources fail', () => {
  it('both endpoints answer 503 JSON naming the currency', async () => {
    up.setMode('frankfurter', 'down');
    const range = await s.get('/api/historical-fx?currency=eur&from=2020-03-13');
    expect(range.status).toBe(503);
    expect(range.body.error).toBe(
      'Exchange rates for EUR are unavailable right now (ECB via Frankfurter did not answer). Please try again in a minute.',
    );
    // The same as data, for pages in other languages.
    expect(range.body.detail).toEqual({ code: 'fx-unavailable', subject: 'EUR', sources: ['ECB via Frankfurter'] });
    const convert = await s.get('/api/convert-on-date?from=usd&to=gbp&date=2020-03-13');
    expect(convert.status).toBe(503);
    expect(convert.body.error).toContain('Exchange rates for GBP are unavailable right now');
  });
});
