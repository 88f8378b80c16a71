/**
 * npx tsx server/og/bench-cards.ts — what a social card costs over HTTP, on the real app in a
 * fresh process against the in-process fake CoinGecko (live venues at a closed port): the first
 * card (fonts read, satori and resvg started), cards drawn after that (a new figure: a cache
 * miss), and cards answered from the cache. Rates are fetched first, so only drawing is timed.
 * Prints medians and p95 in ms; exits 1 if any answer is not a 200 PNG.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../server/env';
import { createSite } from '../server/site';
import { startFakeCoinGecko } from '../server/testing/fake-coingecko';
import { listenSite } from '../server/testing/listen-site';
import { LIVE_VENUES_UNREACHABLE } from '../server/testing/unreachable-upstreams';

const MISSES = Number(process.env.BENCH_MISSES ?? 40);
const HITS = Number(process.env.BENCH_HITS ?? 500);

const fake = await startFakeCoinGecko();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-cards-'));
const env = parseEnv({
  COINGECKO_BASE_URL: fake.url,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  ...LIVE_VENUES_UNREACHABLE,
  FRANKFURTER_BASE_URL: 'http://127.0.0.1:9',
});
// Built as production builds it, without per-IP limits (every request comes from one address).
const running = await listenSite(await createSite(env, { app: { limits: undefined } }));
const base = running.baseUrl;

async function timed(path: string): Promise<{ ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const res = await fetch(`${base}${path}`);
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (res.status !== 200 || res.headers.get('content-type') !== 'image/png' || body.readUInt32BE(0) !== 0x89504e47) {
    throw new Error(`${path}: ${res.status} ${res.headers.get('content-type')}`);
  }
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const row = (label: string, runs: { ms: number; cpuMs: number }[]) =>
  console.log(
    `${label.padEnd(34)} n=${String(runs.length).padStart(4)}  wall p50 ${quantile(
      runs.map((r) => r.ms),
      0.5,
    )
      .toFixed(2)
      .padStart(7)} ms  p95 ${quantile(
      runs.map((r) => r.ms),
      0.95,
    )
      .toFixed(2)
      .padStart(7)} ms  cpu p50 ${quantile(
      runs.map((r) => r.cpuMs),
      0.5,
    )
      .toFixed(2)
      .padStart(7)} ms`,
  );

try {
  // The lists and the price book, so the card requests below time drawing and serving only.
  await fetch(`${base}/api/convert?from=bitcoin&to=usd`);
  console.log(`Node ${process.version}`);
  row('cold: first card of the process', [await timed('/og/btc-to-usd.png')]);
  const misses = [];
  for (let i = 1; i <= MISSES; i++) misses.push(await timed(`/og/btc-to-usd/${i}.png`));
  row('miss: a new card drawn', misses);
  const hits = [];
  for (let i = 0; i < HITS; i++) hits.push(await timed('/og/btc-to-usd.png'));
  row('hit: a card from the cache', hits);
} finally {
  await running.close();
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
