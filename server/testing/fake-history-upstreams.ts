import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FxTable, handleFrankfurter, loadFxTable, SHARED_FX_DIR } from './fake-frankfurter';
import { HISTORY_UPSTREAMS, type HistoryFakeMode, type HistoryUpstream, loadDailyTable, SHARED_DAILY_CLOSE_CSV } from './fake-history-data';
import { binance, coinbase, coingecko, type Data, defillama, malformed, rateLimited, send } from './fake-history-protocols';

export * from './fake-history-data';
export { FAKE_COINGECKO_FIAT_PER_USD } from './fake-history-protocols';

/**
 * Stand-ins for the four historical-price upstreams on ONE 127.0.0.1 server, each under its own
 * path prefix and in its own protocol:
 *   /coingecko/api/v3/coins/{id}/history, /coingecko/api/v3/coins/{id}/market_chart/range
 *   /coinbase/products/{SYM}-USD/candles
 *   /defillama/prices/historical/{ts}/{coins}, /defillama/chart/{coins}
 *   /binance/api/v3/klines
 *   /frankfurter/v1/{date}, /frankfurter/v1/{start}..{end} (exchange rates: see fake-frankfurter.ts)
 * Per-source modes script failures; per-source counts record requests.
 *
 * Prices come from the shared fixture ../shared/data/crypto-daily/daily_close_usd.csv (read at
 * start, never copied) when it exists, else from BUILT_IN_CLOSES. Either way "the price on D"
 * (00:00 UTC) is the close of D-1.
 *
 * Coverage mimics the real services: CoinGecko only within the last 365 days of `now()` (else
 * 401, error_code 10012; a pro key header lifts the limit), Coinbase only BTC/ETH/LTC from their
 * listing days (other products 404 NotFound), Binance only from 2017-08-17, DefiLlama everything.
 */

export type FakeHistoryUpstreamsOptions = {
  port?: number;
  /** Price file; null forces the built-in table. Defaults to the shared CSV when present. */
  dataFile?: string | null;
  /** The clock CoinGecko's 365-day window is measured from (ms); defaults to the real clock. */
  now?: () => number;
  /** Folder of the Yahoo FX files for Frankfurter; null forces the built-in rates. */
  fxDir?: string | null;
};

export type FakeHistoryUpstreams = {
  /** Base URLs to hand the clients, e.g. urls.coingecko = http://127.0.0.1:PORT/coingecko/api/v3. */
  urls: Record<HistoryUpstream, string>;
  port: number;
  setMode: (source: HistoryUpstream, mode: HistoryFakeMode) => void;
  /** Requests received per source (every mode counts). */
  counts: Record<HistoryUpstream, number>;
  /** Headers of the latest request per source. */
  lastHeaders: (source: HistoryUpstream) => IncomingHttpHeaders | null;
  /** Where the prices came from. */
  dataOrigin: 'csv' | 'built-in';
  /** The USD price at 00:00 UTC of `date` the fake holds for `symbol` (ignoring coverage). */
  priceAt: (symbol: string, date: string) => number | undefined;
  /** Units of `code` (e.g. EUR) per USD the fake Frankfurter publishes on `date` (none on weekends). */
  fxAt: (code: string, date: string) => number | undefined;
  fxOrigin: FxTable['origin'];
  close: () => Promise<void>;
};

export async function startFakeHistoryUpstreams(options: FakeHistoryUpstreamsOptions = {}): Promise<FakeHistoryUpstreams> {
  const { table, origin } = loadDailyTable(options.dataFile === undefined ? SHARED_DAILY_CLOSE_CSV : options.dataFile);
  const fx = loadFxTable(options.fxDir === undefined ? SHARED_FX_DIR : options.fxDir);
  const now = options.now ?? Date.now;
  const modes: Record<HistoryUpstream, HistoryFakeMode> = {
    coingecko: 'ok',
    coinbase: 'ok',
    defillama: 'ok',
    binance: 'ok',
    frankfurter: 'ok',
  };
  const counts: Record<HistoryUpstream, number> = { coingecko: 0, coinbase: 0, defillama: 0, binance: 0, frankfurter: 0 };
  const headers: Record<HistoryUpstream, IncomingHttpHeaders | null> = {
    coingecko: null,
    coinbase: null,
    defillama: null,
    binance: null,
    frankfurter: null,
  };

  const server: Server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      send(res, 500, { error: (error as Error).message });
    }
  });

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    if (!isUpstream(prefix)) return send(res, 404, { error: 'Not found' });
    const source = prefix;
    counts[source] += 1;
    headers[source] = req.headers;
    const mode = modes[source];
    if (mode === 'down') return send(res, 503, { message: 'Service Unavailable' });
    if (mode === 'rate-limited') return rateLimited(res, source);
    if (mode === 'malformed') return malformed(res, source);
    const data: Data = {
      price: mode === 'empty' ? () => undefined : (symbol, date) => table.get(symbol)?.get(date),
      params: url.searchParams,
      segments: rest.map(decodeURIComponent),
      headers: req.headers,
      now: now(),
    };
    switch (source) {
      case 'coingecko':
        return coingecko(res, data);
      case 'coinbase':
        return coinbase(res, data);
      case 'defillama':
        return defillama(res, data);
      case 'binance':
        return binance(res, data);
      case 'frankfurter':
        return handleFrankfurter(res, { ...data, empty: mode === 'empty' }, fx, send);
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const root = `http://127.0.0.1:${port}`;
  return {
    urls: {
      coingecko: `${root}/coingecko/api/v3`,
      coinbase: `${root}/coinbase`,
      defillama: `${root}/defillama`,
      binance: `${root}/binance`,
      frankfurter: `${root}/frankfurter`,
    },
    port,
    setMode: (source, mode) => {
      modes[source] = mode;
    },
    counts,
    lastHeaders: (source) => headers[source],
    dataOrigin: origin,
    priceAt: (symbol, date) => table.get(symbol)?.get(date),
    fxAt: (code, date) => fx.perUsd(code.toUpperCase(), date),
    fxOrigin: fx.origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isUpstream(value: string): value is HistoryUpstream {
  return (HISTORY_UPSTREAMS as readonly string[]).includes(value);
}
