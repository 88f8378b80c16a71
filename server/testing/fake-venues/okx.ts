import { decimalString, type FakeVenueContext, type FakeVenueProtocol, json } from './fake-venue-state';

/**
 * OKX, GET /api/v5/market/tickers?instType=SPOT: the envelope {code: "0", msg: "", data: [...]}
 * with one ticker per spot book (instType, instId "BTC-USDT", last, lastSz, askPx, askSz, bidPx,
 * bidSz, open24h, high24h, low24h, volCcy24h (quote units), vol24h (base units), sodUtc0,
 * sodUtc8, ts in ms as a string = the venue's price time, so `ageMs` makes it look old).
 * Every listed coin has its `${CODE}-USDT` book (in USDT), plus a -USDC book (USDC at par), a
 * -BTC book and, for BTC and ETH, the -USD books OKX lists in some regions, all written before
 * the USDT one. Without instType OKX answers 400 code 50014; another instType has no books here.
 * Rate limited: HTTP 429 {"code":"50011","msg":"Too Many Requests","data":[]}, no Retry-After.
 */

type OkxTicker = Record<string, string>;

const USD_BOOKS: ReadonlySet<string> = new Set(['BTC', 'ETH']);

function ticker(instId: string, last: number, ts: string): OkxTicker {
  const px = (factor: number) => decimalString(last * factor);
  return {
    instType: 'SPOT',
    instId,
    last: decimalString(last),
    lastSz: '0.0125',
    askPx: px(1.0001),
    askSz: '0.5',
    bidPx: px(0.9999),
    bidSz: '0.75',
    open24h: px(0.98),
    high24h: px(1.02),
    low24h: px(0.97),
    volCcy24h: px(1234.5),
    vol24h: '1234.5',
    sodUtc0: px(0.99),
    sodUtc8: px(0.995),
    ts,
  };
}

function spotTickers(context: FakeVenueContext): OkxTicker[] {
  const ts = String(context.priceTimeMs);
  const btcUsd = context.usdPrice('bitcoin');
  const rows: OkxTicker[] = [];
  for (const { coinId, code } of context.listings) {
    const usd = context.usdPrice(coinId);
    if (USD_BOOKS.has(code)) rows.push(ticker(`${code}-USD`, usd, ts));
    if (code !== 'USDC') rows.push(ticker(`${code}-USDC`, usd, ts));
    if (code !== 'BTC') rows.push(ticker(`${code}-BTC`, btcUsd === 0 ? 0 : usd / btcUsd, ts));
    rows.push(ticker(`${code}-USDT`, context.usdtPrice(coinId), ts));
  }
  return rows;
}

export const okxProtocol: FakeVenueProtocol = {
  venue: 'okx',
  paths: ['/api/v5/market/tickers'],
  answer(url, context) {
    const instType = url.searchParams.get('instType');
    if (!instType) return json(400, { code: '50014', msg: 'Parameter instType can not be empty.', data: [] });
    return json(200, { code: '0', msg: '', data: instType === 'SPOT' ? spotTickers(context) : [] });
  },
  rateLimited: () => json(429, { code: '50011', msg: 'Too Many Requests', data: [] }),
};
