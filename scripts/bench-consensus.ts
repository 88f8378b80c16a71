/**
 * npm run bench:consensus — one consensus refresh of every live source for a 250-coin catalog,
 * as the server does once per window: the five venues' fakes answering at their real size
 * (thousands of markets each) and the fake CoinGecko, each in its own process on 127.0.0.1, and
 * the consensus source in this one. Prints wall time, this process's CPU time and the bytes the
 * venues sent, per refresh (median of the runs after a warm-up). Exits 1 if any refresh failed
 * or any venue did not answer: then it measured something else.
 */
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import { parseEnv } from '../server/env';
import { UpstreamCallLog } from '../server/monitoring/upstream-calls';
import { createCoinGeckoSource } from '../server/rates/providers/coingecko';
import { createLiveSource, createVenueBudgets } from '../server/rates/live-sources';
import { startProcess, stopProcesses, waitFor } from './bench/processes';
import { liveVenuesAt } from '../server/testing/unreachable-upstreams';

// Kraken's own budget is 30 calls a minute (live-sources.ts): 1 warm-up + 10 runs stay within it.
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const CG_PORT = 5411;
const VENUES_PORT = 5412;
const VENUES = `http://127.0.0.1:${VENUES_PORT}`;

startProcess(['--import', 'tsx', 'server/testing/fake-coingecko-cli.ts'], { FAKE_COINGECKO_PORT: String(CG_PORT) });
startProcess(['--import', 'tsx', 'server/testing/fake-venues-cli.ts'], {
  FAKE_VENUES_PORT: String(VENUES_PORT),
  FAKE_VENUES_REALISTIC: '1',
});
try {
  await Promise.all([waitFor(`http://127.0.0.1:${CG_PORT}/api/v3/ping`), waitFor(`${VENUES}/__counts`)]);
  const env = parseEnv({
    COINGECKO_BASE_URL: `http://127.0.0.1:${CG_PORT}/api/v3`,
    ...liveVenuesAt(VENUES),
    FRANKFURTER_BASE_URL: 'http://127.0.0.1:9',
    LIVE_SOURCE_TIMEOUT_MS: '10000',
  });
  const coingecko = createCoinGeckoSource({ baseUrl: env.COINGECKO_BASE_URL, plan: 'pro', timeoutMs: 10_000 });
  const calls = new UpstreamCallLog();
  const live = createLiveSource({ ...env }, { coingecko, upstreamCalls: calls, budgets: createVenueBudgets(null) });
  // The catalog: the 53 bundled coins and enough others (unknown to every venue) to make 250.
  const coinIds = [...KNOWN_COINS.map((c) => c.id), ...Array.from({ length: 250 - KNOWN_COINS.length }, (_, i) => `catalog-coin-${i}`)];
  const fiatIds = [
    'usd',
    'eur',
    'jpy',
    'gbp',
    'aud',
    'cad',
    'chf',
    'cny',
    'inr',
    'krw',
    'brl',
    'mxn',
    'sgd',
    'hkd',
    'nzd',
    'sek',
    'nok',
    'pln',
    'try',
    'zar',
  ];
  const bytesSoFar = async () => {
    const counts = (await (await fetch(`${VENUES}/__counts`)).json()) as { bytes: Record<string, number> };
    return counts.bytes;
  };

  const rows: { wallMs: number; cpuMs: number; bytes: Record<string, number>; used: number; priced: number }[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const before = await bytesSoFar();
    const cpu = process.cpuUsage();
    const start = performance.now();
    const book = await live.fetchPriceBook(coinIds, fiatIds);
    const wallMs = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const after = await bytesSoFar();
    const bytes = Object.fromEntries(Object.keys(after).map((v) => [v, (after[v] ?? 0) - (before[v] ?? 0)]));
    const btc = book.coinConsensus?.get('bitcoin');
    if (btc?.used !== 6)
      throw new Error(`a source did not answer: bitcoin used ${btc?.used} of ${btc?.asked}: ${JSON.stringify(btc?.sources)}`);
    if (run > 0) rows.push({ wallMs, cpuMs: (used.user + used.system) / 1000, bytes, used: btc.used, priced: book.usdPerCoin.size });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const venues = Object.keys(rows[0]!.bytes).sort();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `\nbench:consensus — ${coinIds.length} catalog coins × ${fiatIds.length} fiats, ${RUNS} refreshes after a warm-up, node ${process.version}\n`,
  );
  console.log(
    `wall time per refresh:   median ${median(rows.map((r) => r.wallMs)).toFixed(0)} ms, max ${Math.max(...rows.map((r) => r.wallMs)).toFixed(0)} ms`,
  );
  console.log(
    `CPU time per refresh:    median ${median(rows.map((r) => r.cpuMs)).toFixed(0)} ms (this process: requests, JSON parsing, mapping, consensus)`,
  );
  console.log(
    `bytes per refresh:       ${kb(venues.reduce((sum, v) => sum + rows[0]!.bytes[v]!, 0))} from the venues (${venues.map((v) => `${v} ${kb(rows[0]!.bytes[v]!)}`).join(', ')}), plus CoinGecko's /simple/price`,
  );
  console.log(`coins priced:            ${rows[0]!.priced} (every coin some source lists); bitcoin from ${rows[0]!.used} sources`);
} finally {
  stopProcesses();
}
