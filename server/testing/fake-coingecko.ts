import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KNOWN_COINS } from '@shared/currencies/known-coins';

/**
 * A stand-in for CoinGecko's API on 127.0.0.1 for tests: /api/v3/simple/price,
 * /api/v3/coins/markets and /api/v3/ping in CoinGecko's shapes, with scripted failures.
 * POST /__control {"mode": …, "delayMs"?: …} switches behaviour from another process.
 */
export type FakeMode = 'ok' | 'down' | 'error' | 'rate-limited' | 'malformed' | 'slow' | 'html';

/** USD prices the fake serves; distinct from the snapshot so tests can tell them apart. */
export const FAKE_USD_PRICES: Readonly<Record<string, number>> = {
  bitcoin: 100_000,
  ethereum: 4_000,
  solana: 200,
  binancecoin: 600,
  ripple: 2.5,
  cardano: 0.5,
  dogecoin: 0.25,
  tether: 1,
  'shiba-inu': 0.00002,
  'avalanche-2': 25,
  litecoin: 80,
  tron: 0.2,
  'tokamak-network': 1.25,
};
const DEFAULT_USD_PRICE = 10;

/** 24-hour changes in % the fake reports (`include_24hr_change`); fiat rates do not move. */
export const FAKE_CHANGE_24H_PERCENT: Readonly<Record<string, number>> = {
  bitcoin: 2.5,
  ethereum: -1.2,
  solana: 4,
  'shiba-inu': -3.5,
};
const DEFAULT_CHANGE_24H_PERCENT = 0.5;

export function fakeChange24hPercent(id: string): number {
  return FAKE_CHANGE_24H_PERCENT[id] ?? DEFAULT_CHANGE_24H_PERCENT;
}

/** Units per USD for the fiat the fake quotes. */
export const FAKE_FIAT_PER_USD: Readonly<Record<string, number>> = {
  usd: 1,
  eur: 0.9,
  jpy: 150,
  gbp: 0.8,
  aud: 1.5,
  cad: 1.4,
  chf: 0.88,
  cny: 7,
  inr: 85,
  krw: 1400,
  brl: 5.5,
  mxn: 19,
  sgd: 1.3,
  hkd: 7.8,
  nzd: 1.7,
  sek: 10,
  nok: 10.5,
  pln: 4,
  try: 40,
  zar: 18,
};

/** A coin only the live catalog has (not in the bundled table). */
export const FAKE_EXTRA_COIN = { id: 'fakecoin', symbol: 'fkc', name: 'Fakecoin', image: '', market_cap: 3_400_000 };

/**
 * Coins whose symbol a bigger coin of the list also has (ticker collisions, decision 011), listed
 * after the others in market-cap order: Tokamak Network shares TON with Toncoin (which the
 * alias table pins), as on CoinGecko; Fakecoin Classic shares FKC with no alias involved.
 */
export const FAKE_COLLIDING_COINS = [
  { id: 'tokamak-network', symbol: 'ton', name: 'Tokamak Network', image: '', market_cap: 45_600_000 },
  { id: 'fakecoin-classic', symbol: 'fkc', name: 'Fakecoin Classic', image: '', market_cap: 1_200_000 },
] as const;

/** The market cap the fake gives the bundled coin at 0-based position `index` (rank index + 1). */
export function fakeMarketCap(index: number): number {
  // 2 T for the first, then falling steeply: Toncoin (18th) gets $26.2B.
  return Math.round(2_000_000_000_000 / (index + 1) ** 1.5 / 1e6) * 1e6;
}

/** CoinGecko's last_updated_at runs some seconds behind; the fake's, 20 s behind the clock. */
export const FAKE_UPDATE_LAG_S = 20;
export function fakeUpdatedAt(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000) - FAKE_UPDATE_LAG_S;
}

export type FakeCoinGecko = {
  url: string;
  port: number;
  setMode: (mode: FakeMode, delayMs?: number) => void;
  /** Requests received per path, e.g. counts['/api/v3/simple/price']. */
  counts: Record<string, number>;
  lastHeaders: () => IncomingMessage['headers'] | null;
  close: () => Promise<void>;
};

export function fakeUsdPrice(id: string): number {
  return FAKE_USD_PRICES[id] ?? DEFAULT_USD_PRICE;
}

/**
 * `moving`: each /simple/price answer differs from the last (prices × (1 + n/1000), updated
 * n seconds later, for the nth call), so a test can tell which fetch a rate came from.
 */
export async function startFakeCoinGecko({ port = 0, moving = false } = {}): Promise<FakeCoinGecko> {
  let mode: FakeMode = 'ok';
  let delayMs = 0;
  let lastHeaders: IncomingMessage['headers'] | null = null;
  const counts: Record<string, number> = {};

  const server: Server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/__control' && req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as { mode: FakeMode; delayMs?: number };
      mode = body.mode;
      delayMs = body.delayMs ?? 0;
      return send(res, 200, { mode, delayMs });
    }
    if (url.pathname === '/__counts') return send(res, 200, counts);
    counts[url.pathname] = (counts[url.pathname] ?? 0) + 1;
    lastHeaders = req.headers;

    if (mode === 'slow') await new Promise((r) => setTimeout(r, delayMs || 30_000));
    if (mode === 'down') return send(res, 503, { error: 'Service Unavailable' });
    if (mode === 'error') return send(res, 500, { error: 'Internal Server Error' });
    if (mode === 'rate-limited') {
      res.setHeader('retry-after', '30');
      return send(res, 429, {
        status: {
          error_code: 429,
          error_message:
            "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.",
        },
      });
    }
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"bitcoin": {"usd": 1000');
    }
    if (mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>Attention Required! | Cloudflare</body></html>');
    }

    switch (url.pathname) {
      case '/api/v3/ping':
        return send(res, 200, { gecko_says: '(V3) To the Moon!' });
      case '/api/v3/simple/price':
        return send(res, 200, simplePrice(url.searchParams, moving ? counts[url.pathname]! : 0));
      case '/api/v3/simple/supported_vs_currencies':
        // Like the real list: cryptos, metals and units mixed in with the fiat codes.
        return send(res, 200, ['btc', 'eth', 'ltc', ...Object.keys(FAKE_FIAT_PER_USD), 'xau', 'xag', 'xdr', 'bits', 'sats']);
      case '/api/v3/coins/markets':
        return send(res, 200, markets(Number(url.searchParams.get('per_page') ?? 100)));
      // /coins/{id}/market_chart: the path carries the id, so the case matches by pattern.
      case CHART_PATH.test(url.pathname) ? url.pathname : null: {
        const chart = marketChart(decodeURIComponent(url.pathname.split('/')[4]!), url.searchParams, Date.now());
        return send(res, chart.status, chart.body);
      }
      default:
        return send(res, 404, { error: 'Not found' });
    }
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}/api/v3`,
    port: actualPort,
    setMode: (next, delay = 0) => {
      mode = next;
      delayMs = delay;
    },
    counts,
    lastHeaders: () => lastHeaders,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function simplePrice(params: URLSearchParams, tick: number) {
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean);
  const vs = (params.get('vs_currencies') ?? '').split(',').filter(Boolean);
  const known = new Set([...KNOWN_COINS.map((c) => c.id), FAKE_EXTRA_COIN.id, ...FAKE_COLLIDING_COINS.map((c) => c.id)]);
  const body: Record<string, Record<string, number>> = {};
  const updatedAt = fakeUpdatedAt();
  for (const id of ids) {
    if (!known.has(id)) continue; // CoinGecko leaves unknown ids out
    const usd = fakeUsdPrice(id) * (1 + tick / 1000);
    const quotes: Record<string, number> = {};
    for (const code of vs) {
      const perUsd = FAKE_FIAT_PER_USD[code];
      if (perUsd === undefined) continue;
      quotes[code] = usd * perUsd;
      // The fake's fiat rates are fixed, so a coin moves by the same % in every currency.
      if (params.get('include_24hr_change') === 'true') quotes[`${code}_24h_change`] = fakeChange24hPercent(id);
    }
    if (params.get('include_last_updated_at') === 'true') quotes.last_updated_at = updatedAt + tick;
    body[id] = quotes;
  }
  return body;
}

function markets(perPage: number) {
  const rows = [
    ...KNOWN_COINS.slice(0, 20).map((c, i) => ({
      id: c.id,
      symbol: c.symbol.toLowerCase(),
      name: c.name,
      image: c.image,
      market_cap: fakeMarketCap(i),
    })),
    FAKE_COLLIDING_COINS[0],
    FAKE_EXTRA_COIN,
    FAKE_COLLIDING_COINS[1],
  ];
  // Like /coins/markets?order=market_cap_desc: rows by market cap, ranked in that order.
  return rows.slice(0, perPage).map((row, i) => ({
    ...row,
    current_price: fakeUsdPrice(row.id),
    market_cap_rank: i + 1,
    // As CoinGecko reports it: the coins behind the market cap at the current price.
    circulating_supply: Math.round(row.market_cap / fakeUsdPrice(row.id)),
  }));
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

// ---- /coins/{id}/market_chart ---------------------------------------------------------------

const CHART_PATH = /^\/api\/v3\/coins\/[^/]+\/market_chart$/;

/** Where the fake's "max" history starts (every coin alike). */
export const FAKE_CHART_START_MS = Date.UTC(2015, 0, 1);
const FAKE_MINUTE_MS = 60_000;
const FAKE_DAY_MS = 24 * 60 * FAKE_MINUTE_MS;

/** Sine amplitude of a coin's fake history: 2–5 %, different per coin so ratios move too. */
function fakeChartAmplitude(id: string): number {
  let sum = 0;
  for (const ch of id) sum += ch.charCodeAt(0);
  return 0.02 + (sum % 4) * 0.01;
}

/**
 * The fake's price of `id` in `vs` at `ms`, for a chart whose latest point is at `nowMs` and
 * that spans `spanMs`: the current price (fakeUsdPrice × FAKE_FIAT_PER_USD) times a sine of two
 * periods over the span, which is 0 at `nowMs`, so the last point is exactly the current price.
 */
export function fakeChartPrice(id: string, vs: string, ms: number, nowMs: number, spanMs: number): number {
  const current = fakeUsdPrice(id) * (FAKE_FIAT_PER_USD[vs] ?? Number.NaN);
  return current * (1 + fakeChartAmplitude(id) * Math.sin((4 * Math.PI * (ms - nowMs)) / spanMs));
}

/**
 * Timestamps in CoinGecko's auto-granularity, oldest first, ending with `nowMs`: days=1 → every
 * 5 minutes (289 points), 2–90 days → hourly (24 × days + 1), more or "max" → 00:00 UTC of each
 * day (from FAKE_CHART_START_MS for "max") then now. Each coin's points sit a few seconds off
 * the grid (as the real ones do), except the last, so series of two coins need aligning.
 */
export function fakeChartTimes(id: string, days: number | 'max', nowMs: number): number[] {
  const jitter = fakeChartAmplitude(id) * 100 * 1000; // 2–5 s
  const times: number[] = [];
  if (days !== 'max' && days <= 90) {
    const step = days <= 1 ? 5 * FAKE_MINUTE_MS : 60 * FAKE_MINUTE_MS;
    const count = Math.round((days * FAKE_DAY_MS) / step);
    for (let k = count; k >= 1; k--) times.push(nowMs - k * step + jitter);
  } else {
    const today = Math.floor(nowMs / FAKE_DAY_MS) * FAKE_DAY_MS;
    const first = days === 'max' ? FAKE_CHART_START_MS : today - (days - 1) * FAKE_DAY_MS;
    for (let t = first; t <= today; t += FAKE_DAY_MS) times.push(t + jitter);
  }
  times.push(nowMs);
  return times;
}

/** The span the fake's curve is drawn over: the requested days, or since the start for "max". */
export function fakeChartSpan(days: number | 'max', nowMs: number): number {
  return days === 'max' ? nowMs - FAKE_CHART_START_MS : days * FAKE_DAY_MS;
}

function marketChart(id: string, params: URLSearchParams, nowMs: number): { status: number; body: unknown } {
  const known = new Set([...KNOWN_COINS.map((c) => c.id), ...markets(1_000).map((row) => row.id)]);
  if (!known.has(id)) return { status: 404, body: { error: 'coin not found' } };
  const vs = params.get('vs_currency') ?? '';
  if (FAKE_FIAT_PER_USD[vs] === undefined) return { status: 400, body: { error: 'invalid vs_currency' } };
  const daysText = params.get('days') ?? '';
  const days = daysText === 'max' ? 'max' : Number(daysText);
  if (days !== 'max' && !(Number.isInteger(days) && days >= 1)) return { status: 400, body: { error: 'invalid days' } };
  const span = fakeChartSpan(days, nowMs);
  const prices = fakeChartTimes(id, days, nowMs).map((ms) => [ms, fakeChartPrice(id, vs, ms, nowMs, span)]);
  // CoinGecko sends market caps and volumes alongside; their values do not matter here.
  return { status: 200, body: { prices, market_caps: prices.map(([ms]) => [ms, 0]), total_volumes: prices.map(([ms]) => [ms, 0]) } };
}
