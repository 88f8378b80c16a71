/**
 * npm run bench:fleet — the fleet's topology (decisions 012, 013) on one machine: Debian's nginx
 * (deploy/nginx config, TLS, brotli/gzip, edge cache) in front of two production instances
 * sharing a Debian redis-server, against the fake CoinGecko. Holds BENCH_CONNECTIONS (200) through nginx for
 * BENCH_SECONDS (30) on the visitors' mix, with 5-second freshness windows, then reports
 * throughput, latency, errors, how the load split between the instances, the upstream price
 * calls the whole fleet made per window, and each instance's /metrics budget (the fleet's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureNginx, startNginx } from '../server/testing/nginx-server';
import webpush from 'web-push';
import { ensureRedisServer, startRedisServer } from '../server/testing/redis-server';
import { rssMb, startFakeCoinGecko, startProductionServer, stopProcesses, waitFor, waitForStaticPages } from './bench/processes';
import { describeMix, VISITOR_MIX } from './bench/request-mix';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 30);
const FRESH_S = 5;
const FAKE_PORT = 5441;
const INSTANCE_PORTS = [5442, 5443];
const EDGE_HTTP_PORT = 5444;
const EDGE_HTTPS_PORT = 5445;
const PER_MONTH = 1_000_000;
const PRICE_PATH = '/api/v3/simple/price';

const nginxReady = ensureNginx();
const redisReady = ensureRedisServer();
if (!nginxReady.ok || !redisReady.ok) {
  console.error(
    `bench:fleet needs nginx and redis-server: ${[nginxReady, redisReady].flatMap((r) => (r.ok ? [] : [r.reason])).join('; ')}`,
  );
  process.exit(1);
}

const counts = async (fake: string) => (await (await fetch(`${fake}/__counts`)).json()) as Record<string, number>;
const metricValue = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(series))
      ?.split(' ')
      .pop() ?? NaN,
  );

/** One GET through the edge, trusting its throwaway certificate; resolves with the status. */
function getThroughEdge(url: string, headers: Record<string, string>, ca: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers, ca }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

const fake = await startFakeCoinGecko(FAKE_PORT);
// A fleet needs a Redis that persists (it holds the alerts) and one VAPID key pair.
const redis = await startRedisServer({ persist: true });
const vapid = webpush.generateVAPIDKeys();
const dataDirs = INSTANCE_PORTS.map((port) => mkdtempSync(join(tmpdir(), `bench-fleet-${port}-`)));
const apps = INSTANCE_PORTS.map((port) => `http://127.0.0.1:${port}`);
let stopEdge: () => Promise<void> = async () => {};
try {
  const servers = INSTANCE_PORTS.map((port, i) =>
    startProductionServer(port, dataDirs[i]!, fake, {
      REDIS_URL: redis.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      RATES_FRESH_SECONDS: String(FRESH_S),
      UPSTREAM_CALLS_PER_MONTH: String(PER_MONTH),
      API_READS_PER_MINUTE: '100000000',
      PAGE_VIEWS_PER_MINUTE: '100000000',
      // Behind nginx every visitor would be one address without this.
      TRUST_PROXY: 'loopback',
    }),
  );
  await Promise.all(apps.map((app) => waitFor(`${app}/api/currencies/fiat`)));
  const edge = await startNginx({
    upstreams: INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`),
    httpPort: EDGE_HTTP_PORT,
    httpsPort: EDGE_HTTPS_PORT,
    brotli: nginxReady.brotli,
    // Each proxied request holds a client and an upstream connection.
    workerConnections: CONNECTIONS * 2 + 256,
  });
  stopEdge = edge.stop;
  // Warm up: both instances' static pages, then every request once through the edge.
  await Promise.all(apps.map(waitForStaticPages));
  for (const r of VISITOR_MIX) await getThroughEdge(`${edge.httpsUrl}${r.path}`, r.headers, edge.cert);
  const rssBefore = servers.map((s) => rssMb(s.pid!));
  const logBefore = edge.accessLog().length;
  const priceCallsBefore = (await counts(fake))[PRICE_PATH] ?? 0;

  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: edge.httpsUrl, connections: CONNECTIONS, duration: DURATION_S, requests: VISITOR_MIX, title: 'fleet' }, (error, r) =>
      error ? reject(error) : resolve(r),
    );
  });

  const priceCalls = ((await counts(fake))[PRICE_PATH] ?? 0) - priceCallsBefore;
  const rssAfter = servers.map((s) => rssMb(s.pid!));
  // Which instance answered each request (the access log's upstream=… field), cache hits aside.
  const served = new Map<string, number>();
  let edgeHits = 0;
  for (const line of edge.accessLog().slice(logBefore)) {
    if (/ cache=HIT /.test(line)) edgeHits++;
    const upstream = / upstream=(\S+?),? /.exec(line)?.[1];
    if (upstream && upstream !== '-') served.set(upstream, (served.get(upstream) ?? 0) + 1);
  }
  const metrics = await Promise.all(apps.map(async (app) => (await fetch(`${app}/metrics`)).text()));
  const budgetLeft = metrics.map((text) => metricValue(text, 'upstream_budget_remaining{window="month"}'));

  console.log(
    `\nbench:fleet — nginx (TLS${nginxReady.brotli ? ', brotli' : ''}) → 2 instances + Redis; ${CONNECTIONS} connections for ${DURATION_S} s, ${describeMix()}, ${FRESH_S} s freshness windows, node ${process.version}\n`,
  );
  console.log(
    `requests:        ${result.requests.total} (${Math.round(result.requests.average)} req/s average, ${result.requests.max} max)`,
  );
  console.log(
    `latency:         p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(`errors:          ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  console.log(`split:           ${[...served].map(([upstream, n]) => `${upstream} ${n}`).join(', ')} (edge cache hits: ${edgeHits})`);
  console.log(
    `price calls:     ${priceCalls} /simple/price for the fleet in ${DURATION_S} s = ${(priceCalls / (DURATION_S / FRESH_S)).toFixed(2)} per ${FRESH_S} s window`,
  );
  console.log(`budget (month):  ${budgetLeft.join(' and ')} left, as each instance's /metrics reports it`);
  console.log(`memory (RSS MB): ${rssBefore.map((b, i) => `${b} → ${rssAfter[i]}`).join(', ')}`);
  const ok =
    result.errors === 0 &&
    result.timeouts === 0 &&
    result.non2xx === 0 &&
    served.size === 2 &&
    priceCalls <= DURATION_S / FRESH_S + 1 &&
    budgetLeft[0] === budgetLeft[1];
  console.log(ok ? 'zero errors, both instances served, one price call per window, one budget: PASS' : 'MISS');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stopEdge();
  stopProcesses();
  await redis.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
