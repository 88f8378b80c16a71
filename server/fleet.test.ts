import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCoinGecko, startFakeCoinGecko } from './testing/fake-coingecko';
import { type FakePushService, startFakePushService } from './testing/fake-push-service';
import { ensureRedisServer, type RedisProcess, startRedisServer } from './testing/redis-server';
import { spawnChildServer } from './testing/spawn-child-server';
import { type FakeVenues, startFakeVenues } from './testing/fake-venues';
import { OTHER_UPSTREAMS_UNREACHABLE, liveVenuesAt } from './testing/unreachable-upstreams';

/**
 * Two instances behind one (imagined) load balancer share a Redis (decision 012). The fleet calls the
 * upstream once per freshness window, both answer with the same rates, a visitor's limit counts
 * requests to either, and when Redis dies both keep answering at once. Windows are 2 s here.
 */

const FRESH_MS = 2_000;
const API_LIMIT = 1_500;
const PER_MONTH = 1_000_000;
const PRICE = '/api/v3/simple/price';
const COINGECKO_PATHS = [PRICE, '/api/v3/coins/markets', '/api/v3/simple/supported_vs_currencies'];
const PAIRS = [
  ['bitcoin', 'usd'],
  ['ethereum', 'eur'],
  ['solana', 'jpy'],
  ['usd', 'bitcoin'],
  ['ethereum', 'bitcoin'],
  ['eur', 'gbp'],
  ['dogecoin', 'inr'],
  ['cardano', 'chf'],
] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const redisAvailable = ensureRedisServer();
if (!redisAvailable.ok) console.warn(`Fleet test skipped: ${redisAvailable.reason}`);

type Instance = { name: string; base: string; child: ChildProcess; dataDir: string };
type Answer = { instance: string; status: number; ms: number; body: any; headers: Headers; at: number };

let redis: RedisProcess;
/** A fleet signs with one VAPID key pair (the site refuses to start with REDIS_URL and no pair). */
const vapid = webpush.generateVAPIDKeys();
let fake: FakeCoinGecko;
let push: FakePushService;
/** The live venues (decision 015), whose consensus the fleet refreshes once per window too. */
let venues: FakeVenues;
const VENUES = ['coinbase', 'kraken', 'bitstamp', 'binance', 'okx', 'coinbase-fx'] as const;
const instances: Instance[] = [];

async function startInstance(name: string, redisUrl: string, prefix: string): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), `fleet-${name}-`));
  const { child, port } = await spawnChildServer(
    {
      DATA_DIR: dataDir,
      COINGECKO_BASE_URL: fake.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_ALLOWED_HOSTS: new URL(push.origin).host,
      RATES_FRESH_SECONDS: String(FRESH_MS / 1000),
      UPSTREAM_WAIT_MS: '500',
      UPSTREAM_TIMEOUT_MS: '1000',
      UPSTREAM_CALLS_PER_MINUTE: '1000',
      UPSTREAM_CALLS_PER_MONTH: String(PER_MONTH),
      API_READS_PER_MINUTE: String(API_LIMIT),
      ...liveVenuesAt(venues.url),
      ...OTHER_UPSTREAMS_UNREACHABLE,
    },
    { startMs: 30_000 },
  );
  return { name, base: `http://127.0.0.1:${port}`, child, dataDir };
}

async function get(instance: Instance, path: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${instance.base}${path}`, { signal: AbortSignal.timeout(5_000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // metrics text
  }
  return { instance: instance.name, status: res.status, ms: performance.now() - started, body, headers: res.headers, at: Date.now() };
}

async function post(instance: Instance, path: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${instance.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  });
  return {
    instance: instance.name,
    status: res.status,
    ms: performance.now() - started,
    body: await res.json(),
    headers: res.headers,
    at: Date.now(),
  };
}

/** `count` /api/convert requests over the pairs, spread evenly over both instances, all at once. */
function burst(count: number, offset = 0): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const [from, to] = PAIRS[(i + offset) % PAIRS.length]!;
      return get(instances[i % 2]!, `/api/convert?from=${from}&to=${to}`);
    }),
  );
}

function remaining(answer: Answer): number {
  const match = /remaining=(\d+)/.exec(answer.headers.get('ratelimit') ?? '');
  if (!match) throw new Error(`no RateLimit header: ${JSON.stringify([...answer.headers])}`);
  return Number(match[1]);
}

function gauge(metrics: string, name: string, labels: string): number {
  const line = metrics.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  if (!line) throw new Error(`${name}{${labels}} missing from /metrics`);
  return Number(line.split(' ').pop());
}

const upstreamCalls = () => COINGECKO_PATHS.reduce((sum, path) => sum + (fake.counts[path] ?? 0), 0);

describe.skipIf(!redisAvailable.ok)('a fleet of two instances sharing Redis', () => {
  beforeAll(async () => {
    // Persisting (AOF), as a fleet's alerts need: without it the site refuses alerts.
    redis = await startRedisServer({ persist: true });
    fake = await startFakeCoinGecko({ moving: true });
    venues = await startFakeVenues();
    push = await startFakePushService();
    const prefix = `fleet-${process.pid}:`;
    instances.push(...(await Promise.all([startInstance('a', redis.url, prefix), startInstance('b', redis.url, prefix)])));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise<void>((resolve) => {
            if (instance.child.exitCode !== null || instance.child.signalCode !== null) return resolve();
            instance.child.once('exit', () => resolve());
            instance.child.kill('SIGKILL');
          }),
      ),
    );
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    await redis?.close();
    await fake?.close();
    await venues?.close();
    await push?.close();
  });

  it('calls the upstream once per window for the fleet, answers alike, shares limits and survives losing Redis', async () => {
    // Both booted together and warmed up: one catalog fetch and one price fetch between them.
    let warm: Answer[] = [];
    for (let tries = 0; tries < 50; tries++) {
      warm = await Promise.all(instances.map((instance) => get(instance, '/api/convert?from=bitcoin&to=usd')));
      if (warm.every((a) => a.body.source === 'live')) break;
      await sleep(100);
    }
    expect(warm.map((a) => a.body.source)).toEqual(['live', 'live']);
    expect(fake.counts['/api/v3/coins/markets']).toBe(1);

    // Alerts live in the fleet's Redis: one set on a is listed by b (the first moments of an
    // instance, before it has seen that Redis persists, answer 503).
    const subscription = push.createSubscription();
    const rule = { from: 'bitcoin', to: 'usd', direction: 'above', threshold: 10_000_000, repeat: 'daily' };
    let created = await post(instances[0]!, '/api/alerts', { subscription, rule });
    for (let tries = 0; created.status === 503 && tries < 25; tries++) {
      await sleep(200);
      created = await post(instances[0]!, '/api/alerts', { subscription, rule });
    }
    expect(created.status).toBe(201);
    const listed = await post(instances[1]!, '/api/alerts/list', { endpoint: subscription.endpoint, auth: subscription.keys.auth });
    expect(listed.body.alerts.map((alert: { id: string }) => alert.id)).toEqual([created.body.alert.id]);

    // 1. Concurrent traffic over several windows; the fake's price calls are timed as they come.
    const callTimes: number[] = [];
    let seen = fake.counts[PRICE] ?? 0;
    const watcher = setInterval(() => {
      const now = fake.counts[PRICE] ?? 0;
      for (; seen < now; seen++) callTimes.push(Date.now());
    }, 10);
    const started = Date.now();
    const callsBefore = fake.counts[PRICE] ?? 0;
    const venueCallsBefore = VENUES.map((v) => venues.counts[v] ?? 0);
    const answers: Answer[] = [];
    for (let round = 0; Date.now() - started < 4 * FRESH_MS + 500; round++) {
      answers.push(...(await burst(16, round)));
      await sleep(200);
    }
    const elapsed = Date.now() - started;
    clearInterval(watcher);
    const calls = (fake.counts[PRICE] ?? 0) - callsBefore;

    expect(answers.length).toBeLessThan(API_LIMIT - 200);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // One call per window: about elapsed / window of them, never two in one window.
    expect(calls).toBeGreaterThanOrEqual(Math.floor(elapsed / FRESH_MS) - 1);
    expect(calls).toBeLessThanOrEqual(Math.ceil(elapsed / FRESH_MS) + 1);
    const gaps = callTimes.slice(1).map((t, i) => t - callTimes[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThan(FRESH_MS - 250);
    // The whole consensus book is one refresh for the fleet: each venue asked at most once per
    // refresh (fewer if its own shared per-minute budget said no), never once per instance.
    VENUES.forEach((venue, i) => {
      const venueCalls = (venues.counts[venue] ?? 0) - venueCallsBefore[i]!;
      expect([venue, venueCalls >= 1 && venueCalls <= calls]).toEqual([venue, true]);
    });
    expect(answers.find((a) => a.body.from === 'bitcoin')?.body.sourcesUsed).toBeGreaterThanOrEqual(5);

    // The same book everywhere: a pair at a given asOf has one rate, whichever instance answered,
    // and both instances served the same fetches (the fake's prices move with every call).
    const ratesAt = new Map<string, Set<number>>();
    const asOfsBy: Record<string, Set<string>> = { a: new Set(), b: new Set() };
    for (const { instance, body } of answers) {
      const key = `${body.from}>${body.to}@${body.asOf}`;
      if (!ratesAt.has(key)) ratesAt.set(key, new Set());
      ratesAt.get(key)!.add(body.rate);
      if (body.from === 'bitcoin' && body.to === 'usd') asOfsBy[instance]!.add(body.asOf);
    }
    for (const [key, rates] of ratesAt) expect([key, rates.size]).toEqual([key, 1]);
    const both = [...asOfsBy.a!].filter((asOf) => asOfsBy.b!.has(asOf));
    expect(both.length).toBeGreaterThanOrEqual(3);
    const pair = await Promise.all(instances.map((instance) => get(instance, '/api/convert?from=ethereum&to=eur')));
    expect(pair[0]!.body.rate).toBe(pair[1]!.body.rate);
    expect(pair[0]!.body.asOf).toBe(pair[1]!.body.asOf);

    // The budget is the fleet's: both instances' /metrics show what the fleet spent.
    await sleep(100);
    const metrics = await Promise.all(instances.map((instance) => get(instance, '/metrics')));
    const spent = upstreamCalls();
    for (const { body } of metrics) expect(gauge(body, 'upstream_budget_remaining', 'window="month"')).toBe(PER_MONTH - spent);

    // Price charts too: what one instance fetched, the other shows without asking again.
    const chartPath = '/api/v3/coins/solana/market_chart';
    const chartCalls = fake.counts[chartPath] ?? 0;
    const chartA = await get(instances[0]!, '/api/chart?from=solana&to=usd&range=7d');
    const chartB = await get(instances[1]!, '/api/chart?from=solana&to=usd&range=7d');
    expect([chartA.status, chartB.status]).toEqual([200, 200]);
    expect(chartB.body.points).toEqual(chartA.body.points);
    expect((fake.counts[chartPath] ?? 0) - chartCalls).toBe(1);

    // 2. Per-IP limits count requests to either instance: the limit is reached by their sum.
    const first = await get(instances[0]!, '/api/convert?from=bitcoin&to=usd');
    const second = await get(instances[1]!, '/api/convert?from=bitcoin&to=usd');
    expect(remaining(second)).toBe(remaining(first) - 1);
    let left = remaining(second);
    expect(left).toBeGreaterThan(10);
    for (let offset = 0; left > 0; offset += 50) {
      const batch = await burst(Math.min(50, left), offset);
      expect(batch.filter((a) => a.status !== 200)).toEqual([]);
      left -= batch.length;
    }
    const refused = await Promise.all(instances.map((instance) => get(instance, '/api/convert?from=bitcoin&to=usd')));
    expect(refused.map((a) => a.status)).toEqual([429, 429]);
    expect(refused[0]!.body.error).toMatch(/rate limited/);

    // The static pages' records are the fleet's: what instance a rendered, b's Redis sees.
    const regenerated = await fetch(`${instances[0]!.base}/api/sitemap/submit`, { method: 'POST', signal: AbortSignal.timeout(30_000) });
    expect(regenerated.status).toBe(200);
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      const records = await client.hgetall(`fleet-${process.pid}:static-pages`);
      const paths = Object.keys(records);
      expect(paths).toContain('/btc-to-usd');
      const record = JSON.parse(records['/btc-to-usd']!) as { lastUpdated: string; instance: string };
      expect(record.instance).toMatch(new RegExp(`:${instances[0]!.child.pid}$`));
    } finally {
      client.disconnect();
    }

    // 3. Redis dies mid-run: both keep answering at once, from their own refresh or marked stale.
    await redis.stop();
    const outage: Answer[] = [];
    const outageStart = Date.now();
    for (let round = 0; Date.now() - outageStart < 2 * FRESH_MS + 500; round++) {
      outage.push(...(await burst(20, round)));
      await sleep(100);
    }
    expect(outage.filter((a) => a.status !== 200).map((a) => [a.instance, a.status, a.body])).toEqual([]);
    for (const answer of outage) {
      expect(answer.ms).toBeLessThan(2_000);
      expect(answer.body.rate).toBeGreaterThan(0);
      expect(answer.body.source === 'live' || (answer.body.stale === true && answer.body.staleReason !== null)).toBe(true);
    }
    // Each instance refreshes for itself again: new live prices from both after the old window.
    const late = outage.filter((a) => a.at - outageStart > FRESH_MS + 500 && a.body.source === 'live');
    expect(new Set(late.map((a) => a.instance))).toEqual(new Set(['a', 'b']));
  }, 60_000);
});
