import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import {
  DAY_MS,
  DAY_S,
  FAKE_BINANCE_FIRST_DAY,
  FAKE_COINBASE_LISTINGS,
  FAKE_HISTORY_COIN_IDS,
  type HistoryUpstream,
  msToDate,
} from './fake-history-data';

// How each fake historical upstream answers a request; fake-history-upstreams.ts routes to these.

/** One request as the protocol handlers see it. */
export type Data = {
  price: (symbol: string, date: string) => number | undefined;
  params: URLSearchParams;
  segments: string[];
  headers: IncomingHttpHeaders;
  now: number;
};

// ---- CoinGecko ---------------------------------------------------------------------------------

const COINGECKO_RANGE_ERROR = {
  error: {
    status: {
      timestamp: '2025-01-01T00:00:00.000+00:00',
      error_code: 10012,
      error_message:
        'Your request exceeds the allowed time range. Public API users are limited to querying historical data within the past 365 days. Upgrade to a paid plan to enjoy full historical data access: https://www.coingecko.com/en/api/pricing. ',
    },
  },
};

/** Fiat units per USD in the fake CoinGecko's prices (its vs currencies besides usd and btc). */
export const FAKE_COINGECKO_FIAT_PER_USD: Readonly<Record<string, number>> = { eur: 0.9, gbp: 0.8, ngn: 415.5, ars: 98.25 };

function fiatPrices(usd: number): Record<string, number> {
  return Object.fromEntries(Object.entries(FAKE_COINGECKO_FIAT_PER_USD).map(([code, perUsd]) => [code, usd * perUsd]));
}

export function coingecko(res: ServerResponse, data: Data) {
  const [api, version, coins, id = '', ...action] = data.segments;
  if (api !== 'api' || version !== 'v3' || coins !== 'coins') return send(res, 404, { error: 'Not found' });
  const symbol = FAKE_HISTORY_COIN_IDS[id];
  if (!symbol) return send(res, 404, { error: 'coin not found' });
  // Demo/keyless: the last 365 days only (measured in whole UTC days from now).
  const firstAllowed = Math.floor(data.now / DAY_MS) * DAY_MS - 365 * DAY_MS;
  const unlimited = Boolean(data.headers['x-cg-pro-api-key']);

  if (action.join('/') === 'history') {
    const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(data.params.get('date') ?? '');
    if (!match) return send(res, 400, { error: 'invalid date' });
    const date = `${match[3]}-${match[2]}-${match[1]}`;
    const ms = Date.parse(`${date}T00:00:00Z`);
    if (Number.isNaN(ms)) return send(res, 400, { error: 'invalid date' });
    if (!unlimited && ms < firstAllowed) return send(res, 401, COINGECKO_RANGE_ERROR);
    const usd = data.price(symbol, date);
    const head = { id, symbol: symbol.toLowerCase(), name: id };
    if (usd === undefined) return send(res, 200, head);
    return send(res, 200, {
      ...head,
      market_data: {
        current_price: { usd, ...fiatPrices(usd), btc: usd / (data.price('BTC', date) ?? usd) },
        market_cap: { usd: usd * 1_000_000 },
        total_volume: { usd: usd * 10_000 },
      },
    });
  }

  if (action.join('/') === 'market_chart/range') {
    const from = Number(data.params.get('from'));
    const to = Number(data.params.get('to'));
    const vs = data.params.get('vs_currency') ?? '';
    const perUsd = vs === 'usd' ? 1 : FAKE_COINGECKO_FIAT_PER_USD[vs];
    if (perUsd === undefined || !Number.isFinite(from) || !Number.isFinite(to) || from > to) {
      return send(res, 400, { error: 'invalid parameters' });
    }
    if (!unlimited && from * 1000 < firstAllowed) return send(res, 401, COINGECKO_RANGE_ERROR);
    // Up to 90 days CoinGecko answers hourly points (not on the hour): model that as 00:05 UTC.
    const offsetMs = to - from <= 90 * DAY_S ? 5 * 60_000 : 0;
    const prices: [number, number][] = [];
    for (let ms = Math.ceil((from * 1000) / DAY_MS) * DAY_MS; ms + offsetMs <= to * 1000; ms += DAY_MS) {
      const usd = data.price(symbol, msToDate(ms));
      if (usd !== undefined) prices.push([ms + offsetMs, usd * perUsd]);
    }
    return send(res, 200, {
      prices,
      market_caps: prices.map(([ms, usd]) => [ms, usd * 1_000_000]),
      total_volumes: prices.map(([ms, usd]) => [ms, usd * 10_000]),
    });
  }
  return send(res, 404, { error: 'Not found' });
}

// ---- Coinbase Exchange -------------------------------------------------------------------------

export function coinbase(res: ServerResponse, data: Data) {
  const [products, product = '', candles] = data.segments;
  if (products !== 'products' || candles !== 'candles') return send(res, 404, { message: 'NotFound' });
  const symbol = /^([A-Z0-9]+)-USD$/.exec(product)?.[1];
  const listed = symbol ? FAKE_COINBASE_LISTINGS[symbol] : undefined;
  if (!symbol || !listed) return send(res, 404, { message: 'NotFound' });
  if (!data.headers['user-agent']) return send(res, 400, { message: 'User-Agent header is required.' });
  if (data.params.get('granularity') !== String(DAY_S)) return send(res, 400, { message: 'Unsupported granularity' });
  const start = Date.parse(data.params.get('start') ?? '');
  const end = Date.parse(data.params.get('end') ?? '');
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return send(res, 400, { message: 'Invalid start or end' });
  if ((end - start) / DAY_MS > 300) {
    return send(res, 400, { message: 'granularity too small for the requested time range. Count of aggregations requested exceeds 300' });
  }
  const rows: number[][] = [];
  const listedMs = Date.parse(`${listed}T00:00:00Z`);
  for (let ms = Math.max(Math.ceil(start / DAY_MS) * DAY_MS, listedMs); ms <= end; ms += DAY_MS) {
    const date = msToDate(ms);
    const open = data.price(symbol, date);
    if (open === undefined) continue;
    const close = data.price(symbol, msToDate(ms + DAY_MS)) ?? open;
    rows.push([ms / 1000, Math.min(open, close) * 0.98, Math.max(open, close) * 1.02, open, close, 1234.5]);
  }
  return send(res, 200, rows.reverse()); // newest first
}

// ---- DefiLlama ---------------------------------------------------------------------------------

export function defillama(res: ServerResponse, data: Data) {
  const [kind, ...rest] = data.segments;
  const widthS = parseSearchWidth(data.params.get('searchWidth'));
  if (widthS === undefined) return send(res, 400, { message: 'invalid searchWidth' });

  if (kind === 'prices' && rest[0] === 'historical' && rest.length === 3) {
    const at = Number(rest[1]);
    if (!Number.isFinite(at)) return send(res, 400, { message: 'invalid timestamp' });
    const coins: Record<string, unknown> = {};
    for (const key of (rest[2] ?? '').split(',')) {
      const symbol = llamaSymbol(key);
      const point = symbol ? nearestPoint(data, symbol, at, widthS) : undefined;
      if (symbol && point) coins[key] = { price: point.price, symbol, timestamp: point.timestamp, confidence: 0.99 };
    }
    return send(res, 200, { coins });
  }

  if (kind === 'chart' && rest.length === 1) {
    const start = Number(data.params.get('start'));
    const span = Number(data.params.get('span') ?? '0');
    if (!Number.isFinite(start) || !Number.isInteger(span) || span < 1 || data.params.get('period') !== '1d') {
      return send(res, 400, { message: 'invalid parameters' });
    }
    if (span > 500) return send(res, 400, { message: 'span too large' });
    const coins: Record<string, unknown> = {};
    for (const key of (rest[0] ?? '').split(',')) {
      const symbol = llamaSymbol(key);
      if (!symbol) continue;
      const prices: { timestamp: number; price: number }[] = [];
      for (let k = 0; k < span; k++) {
        const point = nearestPoint(data, symbol, start + k * DAY_S, widthS);
        // DefiLlama's stored points sit near, not on, the requested times: 2 min early here.
        if (point) prices.push({ timestamp: point.timestamp - Math.min(120, widthS), price: point.price });
      }
      if (prices.length > 0) coins[key] = { symbol, confidence: 0.99, decimals: 0, prices };
    }
    return send(res, 200, { coins });
  }
  return send(res, 404, { message: 'Not found' });
}

function llamaSymbol(key: string): string | undefined {
  const match = /^coingecko:(.+)$/.exec(key);
  return match?.[1] ? FAKE_HISTORY_COIN_IDS[match[1]] : undefined;
}

/** The daily price whose midnight is nearest to `at` (unix s), when within `widthS`. */
function nearestPoint(data: Data, symbol: string, at: number, widthS: number) {
  const midnight = Math.round(at / DAY_S) * DAY_S;
  if (Math.abs(midnight - at) > widthS) return undefined;
  const price = data.price(symbol, msToDate(midnight * 1000));
  return price === undefined ? undefined : { timestamp: midnight, price };
}

/** "600" (seconds), "6h", "30m", "1d"; absent = 6 h. */
function parseSearchWidth(value: string | null): number | undefined {
  if (value === null) return 6 * 3600;
  const match = /^(\d+)([smhdw]?)$/.exec(value);
  if (!match) return undefined;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: DAY_S, w: 7 * DAY_S }[match[2] as '' | 's' | 'm' | 'h' | 'd' | 'w'];
  return Number(match[1]) * unit;
}

// ---- Binance -----------------------------------------------------------------------------------

/** Base assets the fake lists against USDT. */
const FAKE_BINANCE_SYMBOLS = new Set(Object.values(FAKE_HISTORY_COIN_IDS).filter((s) => s !== 'USDT'));

export function binance(res: ServerResponse, data: Data) {
  if (data.segments.join('/') !== 'api/v3/klines') return send(res, 404, { code: -1, msg: 'Not found' });
  const pair = data.params.get('symbol') ?? '';
  const symbol = /^([A-Z0-9]+)USDT$/.exec(pair)?.[1];
  if (!symbol || !FAKE_BINANCE_SYMBOLS.has(symbol)) {
    return send(res, 400, { code: -1121, msg: 'Invalid symbol.' });
  }
  if (data.params.get('interval') !== '1d') return send(res, 400, { code: -1120, msg: 'Invalid interval.' });
  const limit = Number(data.params.get('limit') ?? '500');
  const startTime = Number(data.params.get('startTime') ?? '0');
  const endTime = Number(data.params.get('endTime') ?? String(data.now));
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isFinite(startTime) || !Number.isFinite(endTime)) {
    return send(res, 400, { code: -1130, msg: 'Invalid data sent for a parameter.' });
  }
  const rows: unknown[][] = [];
  const firstMs = Date.parse(`${FAKE_BINANCE_FIRST_DAY}T00:00:00Z`);
  for (let ms = Math.max(Math.ceil(startTime / DAY_MS) * DAY_MS, firstMs); ms <= endTime && rows.length < limit; ms += DAY_MS) {
    const open = data.price(symbol, msToDate(ms));
    if (open === undefined) continue;
    const close = data.price(symbol, msToDate(ms + DAY_MS)) ?? open;
    rows.push([
      ms,
      String(open),
      String(Math.max(open, close) * 1.02),
      String(Math.min(open, close) * 0.98),
      String(close),
      '1234.50000000',
      ms + DAY_MS - 1,
      '1000000.0',
      1000,
      '600.0',
      '700000.0',
      '0',
    ]);
  }
  return send(res, 200, rows);
}

// ---- Failure modes -----------------------------------------------------------------------------

export function rateLimited(res: ServerResponse, source: HistoryUpstream) {
  const bodies: Record<HistoryUpstream, unknown> = {
    coingecko: {
      status: {
        error_code: 429,
        error_message:
          "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.",
      },
    },
    coinbase: { message: 'Public rate limit exceeded' },
    defillama: { message: 'Too many requests' },
    binance: { code: -1003, msg: 'Too many requests; current limit of IP is 6000 requests per minute.' },
    frankfurter: { message: 'Too Many Requests' },
  };
  res.setHeader('retry-after', '30');
  return send(res, 429, bodies[source]);
}

/** Truncated JSON for coingecko/defillama, valid JSON of the wrong shape for coinbase/binance. */
export function malformed(res: ServerResponse, source: HistoryUpstream) {
  res.writeHead(200, { 'content-type': 'application/json' });
  switch (source) {
    case 'coingecko':
      return res.end('{"prices": [[1584230400000, 5200');
    case 'defillama':
      return res.end('{"coins": {"coingecko:bitcoin": {"price": 52');
    case 'coinbase':
      return res.end(JSON.stringify({ candles: [[1584230400, 1, 2, 3, 4, 5]] }));
    case 'binance':
      return res.end(JSON.stringify([{ openTime: 1584230400000, open: '5200.37' }]));
    case 'frankfurter':
      return res.end(JSON.stringify({ amount: 1, base: 'USD', rates: [0.86] }));
  }
}

export function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
