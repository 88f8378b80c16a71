/**
 * npm run bench:api — the production server against a fake CoinGecko on 127.0.0.1, measured
 * with autocannon next to a bare Express 5 route in the same run; then the fake goes down and
 * the site must keep answering (stale-marked). Prints the figures; BENCHMARKS.md keeps them.
 *
 * Every connection comes from 127.0.0.1, so the per-IP limits are raised for this server (the
 * limiter stays on: it still counts every request and sets its headers). A run with any error
 * or non-2xx answer measured something else than convert: its status codes are printed, no
 * ratio is, and the script exits 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { liveVenuesAt } from '../server/testing/unreachable-upstreams';
import { startProcess as start, startFakeCoinGecko, startProductionServer, stopProcesses, waitFor } from './bench/processes';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const FRESH_S = 5;
const APP_PORT = 5401;
const BARE_PORT = 5402;
const FAKE_PORT = 5403;
const FAKE = `http://127.0.0.1:${FAKE_PORT}`;
const VENUES_PORT = 5404;
const VENUES = `http://127.0.0.1:${VENUES_PORT}`;
/** Far above what 100 connections can send in a minute here (~10^6), yet a finite, counted limit. */
const PER_IP_LIMIT = 100_000_000;

function run(title: string, options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options, title }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Connection errors, timeouts and non-2xx answers of a run; `statuses` lists every code seen. */
function failures(r: autocannon.Result): { count: number; statuses: string } {
  const codes = Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0] as const);
  const statuses = codes.map(([code, n]) => `${code}×${n}`).join(', ') || 'none';
  return { count: r.errors + r.non2xx + r.mismatches, statuses: `${statuses}; ${r.errors} errors (${r.timeouts} timeouts)` };
}

const coins = [
  'bitcoin',
  'ethereum',
  'solana',
  'ripple',
  'cardano',
  'dogecoin',
  'tron',
  'litecoin',
  'polkadot',
  'chainlink',
  'uniswap',
  'stellar',
  'monero',
  'aave',
  'near',
  'aptos',
  'sui',
  'pepe',
  'shiba-inu',
  'avalanche-2',
];
const fiats = ['usd', 'eur', 'jpy', 'gbp', 'aud', 'cad', 'chf', 'cny', 'inr', 'krw'];
const pairPaths = coins.flatMap((c) => fiats.map((f) => `/api/convert?from=${c}&to=${f}&type=crypto-to-fiat`));

await startFakeCoinGecko(FAKE_PORT);
// The exchanges' fakes, for the quote row: their order books are what a quote walks.
start(['--import', 'tsx', 'server/testing/fake-venues-cli.ts'], { FAKE_VENUES_PORT: String(VENUES_PORT) });
await waitFor(`${VENUES}/__counts`);
const priceCalls = async () => ((await (await fetch(`${FAKE}/__counts`)).json()) as Record<string, number>)['/api/v3/simple/price'] ?? 0;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
try {
  startProductionServer(APP_PORT, dataDir, FAKE, {
    RATES_FRESH_SECONDS: String(FRESH_S),
    API_READS_PER_MINUTE: String(PER_IP_LIMIT),
    PAGE_VIEWS_PER_MINUTE: String(PER_IP_LIMIT),
    ...liveVenuesAt(VENUES),
  });
  start(['scripts/bench/bare-server.mjs'], { PORT: String(BARE_PORT) });
  const appUrl = `http://127.0.0.1:${APP_PORT}`;
  await Promise.all([waitFor(`${appUrl}/api/currencies/fiat`), waitFor(`http://127.0.0.1:${BARE_PORT}/bare`)]);
  // Warm: catalog and first price book. The limiter is on: its policy header names the limit.
  const warm = await fetch(`${appUrl}${pairPaths[0]}`);
  const policy = warm.headers.get('ratelimit-policy');
  if (!policy?.startsWith(`${PER_IP_LIMIT};`)) throw new Error(`the per-IP limiter is not on as expected: RateLimit-Policy ${policy}`);

  const bare = await run('bare express', { url: `http://127.0.0.1:${BARE_PORT}/bare` });
  const before = await priceCalls();
  const convert = await run('/api/convert (200 pairs)', { url: appUrl, requests: pairPaths.map((path) => ({ method: 'GET', path })) });
  const upstreamCalls = (await priceCalls()) - before;
  // A quote for a pair whose books are cached (5 s): the walk and the answer, not the venues.
  const quotePath = '/api/v1/quote?from=usd&to=bitcoin&amount=10000';
  await fetch(`${appUrl}${quotePath}`);
  // At 10 connections: what one quote takes at the server, not the queue 100 connections build.
  const quote = await run('/api/v1/quote (books cached)', { url: `${appUrl}${quotePath}`, connections: 10 });

  // Cold quotes: each venue answers after its own delay; a quote for a pair whose books nobody
  // asked for yet should take the slowest venue it asks plus little more (the venues are asked
  // at once, and each venue's fee beside its book). Before each, a convert makes the mid fresh.
  const delays: Record<string, number> = { coinbase: 60, kraken: 140, bitstamp: 100, binance: 80, okx: 120 };
  for (const [venue, delayMs] of Object.entries(delays)) {
    await fetch(`${VENUES}/__control`, { method: 'POST', body: JSON.stringify({ venue, mode: 'slow', delayMs }) });
  }
  const venueCalls = async () => (await (await fetch(`${VENUES}/__counts`)).json()) as Record<string, number>;
  const cold: { pair: string; ms: number; slowest: number; asked: string[] }[] = [];
  for (const [from, to] of [
    ['usd', 'ethereum'],
    ['usd', 'solana'],
    ['eur', 'bitcoin'],
    ['litecoin', 'usd'],
    ['dogecoin', 'tether'],
  ] as const) {
    await fetch(`${appUrl}/api/convert?from=${from}&to=${to}`);
    const callsBefore = await venueCalls();
    const started = performance.now();
    const answer = await fetch(`${appUrl}/api/v1/quote?from=${from}&to=${to}&amount=100`);
    const ms = performance.now() - started;
    if (!answer.ok) throw new Error(`cold quote ${from}→${to} answered ${answer.status}`);
    const callsAfter = await venueCalls();
    const booked = (venue: string, counts: Record<string, number>) => counts[`book:${venue}`] ?? 0;
    const asked = Object.keys(delays).filter((venue) => booked(venue, callsAfter) > booked(venue, callsBefore));
    cold.push({ pair: `${from}→${to}`, ms, slowest: Math.max(0, ...asked.map((venue) => delays[venue]!)), asked });
  }
  for (const venue of Object.keys(delays)) {
    await fetch(`${VENUES}/__control`, { method: 'POST', body: JSON.stringify({ venue, mode: 'ok', delayMs: 0 }) });
  }

  // Outage: the upstream stops; once the window passes, answers must be stale-marked, never errors.
  await fetch(`${FAKE}/__control`, { method: 'POST', body: JSON.stringify({ mode: 'down' }) });
  // The exchanges too: every live source is down, so only the stored prices can answer.
  for (const venue of ['coinbase', 'kraken', 'bitstamp', 'binance', 'okx', 'coinbase-fx']) {
    await fetch(`${VENUES}/__control`, { method: 'POST', body: JSON.stringify({ venue, mode: 'down' }) });
  }
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
  const runs = [
    ['bare Express 5 JSON', bare],
    ['/api/convert, 200 pairs', convert],
    ['/api/v1/quote, 10 conns', quote],
    ['/api/convert, upstream down', outage],
  ] as const;
  console.log(
    `\nbench:api — ${CONNECTIONS} connections, ${DURATION_S} s per run, freshness window ${FRESH_S} s, per-IP limit ${PER_IP_LIMIT}/min, node ${process.version}\n`,
  );
  const rows = [
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors+non2xx'],
    ...runs.map(([name, r]) => [name, rps(r), r.latency.p50, r.latency.p99, r.requests.total, failures(r).count]),
  ];
  for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(i === 0 ? 30 : 12)).join(''));
  console.log('');

  const failed = runs.filter(([, r]) => failures(r).count > 0);
  if (failed.length > 0) {
    // A ratio of 429s (or errors) against bare Express says nothing about convert.
    for (const [name, r] of failed)
      console.log(
        `NOT MEASURED: ${name}: ${failures(r).count} of ${r.requests.total} requests failed: status codes ${failures(r).statuses}`,
      );
    console.log('no ratio printed: every run must answer 2xx only (per-IP limit or server errors?)');
    process.exitCode = 1;
  } else {
    const throughputRatio = rps(convert) / rps(bare);
    const p99Ratio = convert.latency.p99 / Math.max(1, bare.latency.p99);
    const callsOk = upstreamCalls <= windows;
    const outageOk = sample.stale;
    console.log(`status codes:                  ${runs.map(([name, r]) => `${name}: ${failures(r).statuses}`).join(' | ')}`);
    console.log(`throughput ratio convert/bare: ${throughputRatio.toFixed(2)} (target ≥ 0.70) ${throughputRatio >= 0.7 ? 'PASS' : 'MISS'}`);
    console.log(`p99 ratio convert/bare:        ${p99Ratio.toFixed(2)} (target ≤ 1.50) ${p99Ratio <= 1.5 ? 'PASS' : 'MISS'}`);
    console.log(
      `upstream price calls:          ${upstreamCalls} in ${DURATION_S} s = ${per10k.toFixed(2)} per 10,000 requests (≤ ${windows} windows) ${callsOk ? 'PASS' : 'MISS'}`,
    );
    console.log(`quote p50:                     ${quote.latency.p50} ms (target < 5 ms) ${quote.latency.p50 < 5 ? 'PASS' : 'MISS'}`);
    for (const { pair, ms, slowest, asked } of cold) {
      const ok = ms <= slowest + 20;
      console.log(
        `cold quote ${pair.padEnd(18)} ${ms.toFixed(0)} ms; slowest venue asked ${slowest} ms (${asked.join(', ')}); target ≤ +20 ms ${ok ? 'PASS' : 'MISS'}`,
      );
    }
    console.log(
      `upstream down:                 0 errors in ${outage.requests.total} requests; sample source=${sample.source} stale=${sample.stale} ${outageOk ? 'PASS' : 'MISS'}`,
    );
    if (!callsOk || !outageOk) process.exitCode = 1;
  }
} finally {
  stopProcesses();
  rmSync(dataDir, { recursive: true, force: true });
}
