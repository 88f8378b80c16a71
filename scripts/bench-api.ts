/**
 * npm run bench:api — the production server against a fake CoinGecko on 127.0.0.1, measured
 * with autocannon next to a bare Express 5 route in the same run; then the fake goes down and
 * the site must keep answering (stale-marked). Prints the figures; BENCHMARKS.md keeps them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startProcess as start, startFakeCoinGecko, startProductionServer, stopProcesses, waitFor } from './bench/processes';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const FRESH_S = 5;
const APP_PORT = 5401;
const BARE_PORT = 5402;
const FAKE_PORT = 5403;
const FAKE = `http://127.0.0.1:${FAKE_PORT}`;

function run(title: string, options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options, title }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const coins = ['bitcoin', 'ethereum', 'solana', 'ripple', 'cardano', 'dogecoin', 'tron', 'litecoin', 'polkadot', 'chainlink',
  'uniswap', 'stellar', 'monero', 'aave', 'near', 'aptos', 'sui', 'pepe', 'shiba-inu', 'avalanche-2'];
const fiats = ['usd', 'eur', 'jpy', 'gbp', 'aud', 'cad', 'chf', 'cny', 'inr', 'krw'];
const pairPaths = coins.flatMap((c) => fiats.map((f) => `/api/convert?from=${c}&to=${f}&type=crypto-to-fiat`));

await startFakeCoinGecko(FAKE_PORT);
const priceCalls = async () => ((await (await fetch(`${FAKE}/__counts`)).json()) as Record<string, number>)['/api/v3/simple/price'] ?? 0;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
try {
  startProductionServer(APP_PORT, dataDir, FAKE, { RATES_FRESH_SECONDS: String(FRESH_S) });
  start(['scripts/bench/bare-server.mjs'], { PORT: String(BARE_PORT) });
  const appUrl = `http://127.0.0.1:${APP_PORT}`;
  await Promise.all([waitFor(`${appUrl}/api/currencies/fiat`), waitFor(`http://127.0.0.1:${BARE_PORT}/bare`)]);
  await fetch(`${appUrl}${pairPaths[0]}`); // warm: catalog and first price book

  const bare = await run('bare express', { url: `http://127.0.0.1:${BARE_PORT}/bare` });
  const before = await priceCalls();
  const convert = await run('/api/convert (200 pairs)', { url: appUrl, requests: pairPaths.map((path) => ({ method: 'GET', path })) });
  const upstreamCalls = (await priceCalls()) - before;

  // Outage: the upstream stops; once the window passes, answers must be stale-marked, never errors.
  await fetch(`${FAKE}/__control`, { method: 'POST', body: JSON.stringify({ mode: 'down' }) });
  await new Promise((r) => setTimeout(r, FRESH_S * 1000 + 500));
  const outage = await run('/api/convert, upstream down', {
    url: appUrl,
    duration: Math.max(3, Math.round(DURATION_S / 2)),
    requests: pairPaths.map((path) => ({ method: 'GET', path })),
  });
  const sample = (await (await fetch(`${appUrl}/api/convert?from=bitcoin&to=usd`)).json()) as { source: string; stale: boolean };

  const rps = (r: autocannon.Result) => Math.round(r.requests.average);
  const windows = Math.ceil(DURATION_S / FRESH_S) + 1;
  const per10k = (upstreamCalls / convert.requests.total) * 10_000;
  const rows = [
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors+non2xx'],
    ['bare Express 5 JSON', rps(bare), bare.latency.p50, bare.latency.p99, bare.requests.total, bare.errors + bare.non2xx],
    ['/api/convert, 200 pairs', rps(convert), convert.latency.p50, convert.latency.p99, convert.requests.total, convert.errors + convert.non2xx],
    ['/api/convert, upstream down', rps(outage), outage.latency.p50, outage.latency.p99, outage.requests.total, outage.errors + outage.non2xx],
  ];
  console.log(`\nbench:api — ${CONNECTIONS} connections, ${DURATION_S} s per run, freshness window ${FRESH_S} s, node ${process.version}\n`);
  for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(i === 0 ? 30 : 12)).join(''));
  const throughputRatio = rps(convert) / rps(bare);
  const p99Ratio = convert.latency.p99 / Math.max(1, bare.latency.p99);
  console.log('');
  console.log(`throughput ratio convert/bare: ${throughputRatio.toFixed(2)} (target ≥ 0.70) ${throughputRatio >= 0.7 ? 'PASS' : 'MISS'}`);
  console.log(`p99 ratio convert/bare:        ${p99Ratio.toFixed(2)} (target ≤ 1.50) ${p99Ratio <= 1.5 ? 'PASS' : 'MISS'}`);
  console.log(`upstream price calls:          ${upstreamCalls} in ${DURATION_S} s = ${per10k.toFixed(2)} per 10,000 requests (≤ ${windows} windows) ${upstreamCalls <= windows ? 'PASS' : 'MISS'}`);
  console.log(`upstream down:                 ${outage.errors + outage.non2xx} errors in ${outage.requests.total} requests; sample source=${sample.source} stale=${sample.stale} ${outage.errors + outage.non2xx === 0 && sample.stale ? 'PASS' : 'MISS'}`);
} finally {
  stopProcesses();
  rmSync(dataDir, { recursive: true, force: true });
}
