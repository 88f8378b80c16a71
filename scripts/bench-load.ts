/**
 * npm run bench:load — the production server (built client, server rendering, static pages)
 * against a fake CoinGecko on 127.0.0.1, held at 500 concurrent connections for 30 s on a mix
 * of pages and API calls. Prints requests/s, p50/p99, errors and the server's memory (RSS)
 * before and after. The per-IP limits are raised: every connection comes from one address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { rssMb, startFakeCoinGecko, startProductionServer, stopProcesses, waitFor, waitForStaticPages } from './bench/processes';
import { describeMix, VISITOR_MIX as requests } from './bench/request-mix';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 30);
const APP_PORT = 5421;
const FAKE_PORT = 5422;
const FAKE = `http://127.0.0.1:${FAKE_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;

await startFakeCoinGecko(FAKE_PORT);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
try {
  const server = startProductionServer(APP_PORT, dataDir, FAKE, { API_READS_PER_MINUTE: '100000000', PAGE_VIEWS_PER_MINUTE: '100000000' });
  await waitFor(`${APP}/api/currencies/fiat`);
  // Warm up: rates, catalog, and the static pages' first generation.
  await waitForStaticPages(APP);
  for (const r of requests) await fetch(`${APP}${r.path}`);
  const before = rssMb(server.pid!);

  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: APP, connections: CONNECTIONS, duration: DURATION_S, requests, title: 'mix' }, (error, r) =>
      error ? reject(error) : resolve(r),
    );
  });
  const after = rssMb(server.pid!);
  const health = await fetch(`${APP}/btc-to-usd`);

  console.log(`\nbench:load — ${CONNECTIONS} connections for ${DURATION_S} s, ${describeMix()}, node ${process.version}\n`);
  console.log(`requests:      ${result.requests.total} (${Math.round(result.requests.average)} req/s average, ${result.requests.max} max)`);
  console.log(
    `latency:       p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(`throughput:    ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s (gzip)`);
  console.log(`errors:        ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  console.log(`server memory: ${before} MB RSS before, ${after} MB after`);
  console.log(`afterwards:    GET /btc-to-usd → ${health.status}`);
  const ok = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && health.ok;
  console.log(ok ? 'zero errors: PASS' : 'errors: MISS');
  process.exitCode = ok ? 0 : 1;
} finally {
  stopProcesses();
  rmSync(dataDir, { recursive: true, force: true });
}
