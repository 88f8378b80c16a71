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
  usd: 1, eur: 0.9, jpy: 150, gbp: 0.8, aud: 1.5, cad: 1.4, chf: 0.88, cny: 7, inr: 85, krw: 1400,
  brl: 5.5, mxn: 19, sgd: 1.3, hkd: 7.8, nzd: 1.7, sek: 10, nok: 10.5, pln: 4, try: 40, zar: 18,
};

/** A coin only the live catalog has (not in the bundled table). */
export const FAKE_EXTRA_COIN = { id: 'fakecoin', symbol: 'fkc', name: 'Fakecoin', image: '', market_cap: 1 };

export const FAKE_UPDATED_AT = 1_795_000_000; // seconds

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

export async function startFakeCoinGecko({ port = 0 } = {}): Promise<FakeCoinGecko> {
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
        status: { error_code: 429, error_message: "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits." },
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
        return send(res, 200, simplePrice(url.searchParams));
      case '/api/v3/simple/supported_vs_currencies':
        // Like the real list: cryptos, metals and units mixed in with the fiat codes.
        return send(res, 200, ['btc', 'eth', 'ltc', ...Object.keys(FAKE_FIAT_PER_USD), 'xau', 'xag', 'xdr', 'bits', 'sats']);
      case '/api/v3/coins/markets':
        return send(res, 200, markets(Number(url.searchParams.get('per_page') ?? 100)));
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

function simplePrice(params: URLSearchParams) {
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean);
  const vs = (params.get('vs_currencies') ?? '').split(',').filter(Boolean);
  const known = new Set([...KNOWN_COINS.map((c) => c.id), FAKE_EXTRA_COIN.id]);
  const body: Record<string, Record<string, number>> = {};
  for (const id of ids) {
    if (!known.has(id)) continue; // CoinGecko leaves unknown ids out
    const usd = fakeUsdPrice(id);
    const quotes: Record<string, number> = {};
    for (const code of vs) {
      const perUsd = FAKE_FIAT_PER_USD[code];
      if (perUsd === undefined) continue;
      quotes[code] = usd * perUsd;
      // The fake's fiat rates are fixed, so a coin moves by the same % in every currency.
      if (params.get('include_24hr_change') === 'true') quotes[`${code}_24h_change`] = fakeChange24hPercent(id);
    }
    if (params.get('include_last_updated_at') === 'true') quotes.last_updated_at = FAKE_UPDATED_AT;
    body[id] = quotes;
  }
  return body;
}

function markets(perPage: number) {
  const rows = [
    ...KNOWN_COINS.slice(0, 20).map((c) => ({ id: c.id, symbol: c.symbol.toLowerCase(), name: c.name, image: c.image })),
    FAKE_EXTRA_COIN,
  ];
  return rows.slice(0, perPage).map((row, i) => ({ ...row, current_price: fakeUsdPrice(row.id), market_cap_rank: i + 1 }));
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
