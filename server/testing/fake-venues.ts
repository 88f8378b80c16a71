import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { binanceProtocol } from './fake-venues/binance';
import { bitstampProtocol } from './fake-venues/bitstamp';
import { coinbaseExchangeProtocol } from './fake-venues/coinbase-exchange';
import { coinbaseFxProtocol } from './fake-venues/coinbase-fx';
import {
  DEFAULT_VENUE_STATE,
  type FakeAnswer,
  type FakeMarketState,
  type FakeSourceId,
  type FakeVenueProtocol,
  type FakeVenueState,
  venueContext,
} from './fake-venues/fake-venue-state';
import { krakenProtocol } from './fake-venues/kraken';
import { okxProtocol } from './fake-venues/okx';
import { binanceDepthProtocol } from './fake-venues/binance-depth';
import { bitstampDepthProtocol } from './fake-venues/bitstamp-depth';
import { coinbaseExchangeDepthProtocol } from './fake-venues/coinbase-exchange-depth';
import { krakenDepthProtocol } from './fake-venues/kraken-depth';
import { okxDepthProtocol } from './fake-venues/okx-depth';

/**
 * Every live-price venue's protocol on one 127.0.0.1 port (their real paths do not overlap), so
 * a test points COINBASE_LIVE_BASE_URL, KRAKEN_BASE_URL, … at one URL and still scripts each venue on
 * its own: POST /__control {"venue": "kraken", "mode": "rate-limited"} or {"usdtUsd": 0.97};
 * GET /__counts gives requests per venue, and order-book requests (Kraken's fee schedule with them) as "book:{venue}".
 */
export const FAKE_VENUE_PROTOCOLS: readonly FakeVenueProtocol[] = [
  coinbaseExchangeProtocol,
  krakenProtocol,
  bitstampProtocol,
  binanceProtocol,
  okxProtocol,
  coinbaseFxProtocol,
  // Order books, asked for on demand by the quote service (decision 024).
  coinbaseExchangeDepthProtocol,
  krakenDepthProtocol,
  bitstampDepthProtocol,
  binanceDepthProtocol,
  okxDepthProtocol,
];

const DEPTH_PROTOCOLS: ReadonlySet<FakeVenueProtocol> = new Set([
  coinbaseExchangeDepthProtocol,
  krakenDepthProtocol,
  bitstampDepthProtocol,
  binanceDepthProtocol,
  okxDepthProtocol,
]);

export type FakeVenues = {
  url: string;
  port: number;
  /** Changes one venue's behaviour (fields not given keep their value). */
  setVenue(venue: FakeSourceId, state: Partial<FakeVenueState>): void;
  /** USDT's price in USD on every venue (1 by default). */
  setUsdtUsd(usdtUsd: number): void;
  /** Every venue back to normal, USDT at 1, request and byte counts zeroed. */
  reset(): void;
  /** Requests per venue. */
  counts: Record<string, number>;
  /** Bytes of answer bodies sent, per venue. */
  bytes: Record<string, number>;
  close(): Promise<void>;
};

/**
 * With `realisticSize`, each venue also lists about as many other markets as the real one does
 * (live-sources.md: Kraken ~1,100 books, OKX ~750, Binance ~3,300, Bitstamp ~220, Coinbase ~600),
 * so a benchmark downloads and parses answers of the real size.
 */
const REALISTIC_FILLER: Readonly<Record<FakeSourceId, number>> = {
  coinbase: 550,
  kraken: 1_050,
  bitstamp: 170,
  binance: 3_250,
  okx: 700,
  'coinbase-fx': 0,
};

export async function startFakeVenues({ port = 0, realisticSize = false } = {}): Promise<FakeVenues> {
  const states = new Map<FakeSourceId, FakeVenueState>();
  const market: FakeMarketState = { usdtUsd: 1 };
  const counts: Record<string, number> = {};
  const bytes: Record<string, number> = {};
  const stateOf = (venue: FakeSourceId) => states.get(venue) ?? DEFAULT_VENUE_STATE;
  const setVenue = (venue: FakeSourceId, state: Partial<FakeVenueState>) => states.set(venue, { ...stateOf(venue), ...state });

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/__control' && req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as Partial<FakeVenueState> & { venue?: FakeSourceId; usdtUsd?: number; reset?: boolean };
      if (body.reset) {
        states.clear();
        market.usdtUsd = 1;
      }
      if (body.usdtUsd !== undefined) market.usdtUsd = body.usdtUsd;
      if (body.venue) {
        const { venue, usdtUsd: _u, reset: _r, ...state } = body;
        setVenue(venue, state);
      }
      return write(res, { status: 200, body: JSON.stringify({ ok: true }) });
    }
    if (url.pathname === '/__counts') return write(res, { status: 200, body: JSON.stringify({ ...counts, bytes }) });
    const protocol = FAKE_VENUE_PROTOCOLS.find((p) => p.paths.includes(url.pathname) || p.matches?.(url.pathname));
    if (!protocol) return write(res, { status: 404, body: JSON.stringify({ error: 'not a venue path' }) });
    counts[protocol.venue] = (counts[protocol.venue] ?? 0) + 1;
    // Order-book calls also apart ("book:kraken"), so a test can tell them from ticker refreshes.
    if (DEPTH_PROTOCOLS.has(protocol)) counts[`book:${protocol.venue}`] = (counts[`book:${protocol.venue}`] ?? 0) + 1;
    const state = stateOf(protocol.venue);
    const context = venueContext(protocol.venue, state, market, Date.now(), realisticSize ? REALISTIC_FILLER[protocol.venue] : 0);
    const answer = (a: FakeAnswer) => {
      bytes[protocol.venue] = (bytes[protocol.venue] ?? 0) + Buffer.byteLength(a.body);
      write(res, a);
    };
    switch (state.mode) {
      case 'slow':
        await new Promise((r) => setTimeout(r, state.delayMs || 30_000));
        return answer(protocol.answer(url, context));
      case 'down':
        return write(res, { status: 503, body: '{"message":"Service Unavailable"}', headers: { 'content-type': 'application/json' } });
      case 'geo-blocked':
        return write(res, {
          status: 451,
          body: '{"code":0,"msg":"Service unavailable from a restricted location."}',
          headers: { 'content-type': 'application/json' },
        });
      case 'malformed':
        return write(res, { status: 200, body: '{"data": [{"price": "1000', headers: { 'content-type': 'application/json' } });
      case 'html':
        return write(res, { status: 200, body: '<html><body>Just a moment…</body></html>', headers: { 'content-type': 'text/html' } });
      case 'rate-limited':
        return write(res, protocol.rateLimited(context));
      default:
        return answer(protocol.answer(url, context));
    }
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    setVenue,
    setUsdtUsd: (usdtUsd) => {
      market.usdtUsd = usdtUsd;
    },
    reset: () => {
      states.clear();
      market.usdtUsd = 1;
      for (const key of Object.keys(counts)) delete counts[key];
      for (const key of Object.keys(bytes)) delete bytes[key];
    },
    counts,
    bytes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function write(res: ServerResponse, answer: FakeAnswer) {
  if (res.destroyed) return;
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  res.end(answer.body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
