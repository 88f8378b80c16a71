import { decimalString, type FakeVenueContext, type FakeVenueProtocol, json } from './fake-venue-state';

/**
 * Bitstamp's GET /api/v2/ticker/ as the real one answers it: an array with one row per market,
 * `{ timestamp, open, high, low, last, volume, vwap, bid, ask, side, open_24, percent_change_24,
 * market_type, pair }`, every figure a string and `timestamp` Unix seconds (the venue's time
 * for the book: now less `ageMs`, so a test can make it look silent). Besides a `${code}/USD` row
 * for every coin it lists, it carries the USDT/USD row (the venue's USDT/USD rate), EUR, GBP and
 * USDT rows, and a row whose last is "0".
 */

export const BITSTAMP_TICKER_PATH = '/api/v2/ticker/';

type Row = {
  timestamp: string;
  open: string;
  high: string;
  low: string;
  last: string;
  volume: string;
  vwap: string;
  bid: string;
  ask: string;
  side: string;
  open_24: string;
  percent_change_24: string;
  market_type: string;
  pair: string;
};

/** A book trading at `last`: spread ±0.01 %, range ±3 %, 2 % up on the day, ~$20 M a day. */
function row(pair: string, last: number, context: FakeVenueContext): Row {
  const s = (value: number) => decimalString(Number(value.toPrecision(10)));
  return {
    timestamp: String(Math.floor(context.priceTimeMs / 1000)),
    open: s(last / 1.02),
    high: s(last * 1.03),
    low: s(last * 0.97),
    last: s(last),
    volume: s(last > 0 ? 20_000_000 / last : 0),
    vwap: s(last * 0.995),
    bid: s(last * 0.9999),
    ask: s(last * 1.0001),
    side: '0',
    open_24: s(last / 1.02),
    percent_change_24: last > 0 ? '1.96' : '0.00',
    market_type: 'SPOT',
    pair,
  };
}

export function bitstampRows(context: FakeVenueContext): Row[] {
  const rows: Row[] = context.listings
    .filter(({ code }) => code !== 'USDT')
    .map(({ coinId, code }) => row(`${code}/USD`, context.usdPrice(coinId), context));
  // The venue's USDT/USD book, whether or not tether is among the listings.
  rows.push(row('USDT/USD', context.usdPrice('tether'), context));
  const eur = context.fiatPerUsd.eur ?? Number.NaN;
  const gbp = context.fiatPerUsd.gbp ?? Number.NaN;
  rows.push(row('BTC/EUR', context.usdPrice('bitcoin') * eur, context));
  rows.push(row('ETH/EUR', context.usdPrice('ethereum') * eur, context));
  rows.push(row('BTC/GBP', context.usdPrice('bitcoin') * gbp, context));
  rows.push(row('BTC/USDT', context.usdtPrice('bitcoin'), context));
  rows.push(row('ETH/BTC', context.usdPrice('ethereum') / context.usdPrice('bitcoin') || 0, context));
  // A market with no trade left: listed, its last "0".
  rows.push(row('FTT/USD', 0, context));
  return rows;
}

export const bitstampProtocol: FakeVenueProtocol = {
  venue: 'bitstamp',
  paths: [BITSTAMP_TICKER_PATH],
  answer: (_url, context) => json(200, bitstampRows(context)),
  // Bitstamp's error shape with its rate-limit code 400.002 [HTTP status not confirmed: 400
  // assumed from the code's "400." family; a client must also take a plain 429].
  rateLimited: () => json(400, { status: 'error', reason: 'Rate limit exceeded', response_code: '400.002' }),
};
