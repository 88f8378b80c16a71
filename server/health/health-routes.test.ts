import { afterEach, describe, expect, it } from 'vitest';
import type { RatesStore } from '../store/rates-store';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Parses Prometheus text format samples (no comments). */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

async function scrape(headers: Record<string, string> = {}): Promise<Sample[]> {
  const res = await fetch(`${server.baseUrl}/metrics`, { headers });
  expect(res.status).toBe(200);
  return parseMetrics(await res.text());
}

describe('GET /healthz', () => {
  it('answers ok without calling the upstream, never cached', async () => {
    server = await startTestServer();
    const res = await server.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(server.fake.counts)).toEqual([]);
  });

  it('is not rate-limited with the API', async () => {
    server = await startTestServer({}, { app: { limits: { apiReadsPerMinute: 1, pageViewsPerMinute: 1 } } });
    await server.get('/api/currencies/fiat');
    expect((await server.get('/api/currencies/fiat')).status).toBe(429);
    for (const path of ['/healthz', '/readyz', '/metrics', '/healthz', '/readyz', '/metrics']) {
      expect((await server.get(path)).status, path).toBe(200);
    }
  });
});

describe('GET /readyz', () => {
  it('is ready with live prices and says where they come from and how old they are', async () => {
    server = await startTestServer();
    const before = await server.get('/readyz');
    expect(before.status).toBe(200);
    // No upstream call yet: the bundled snapshot is the floor, and that is said.
    expect(before.body).toMatchObject({
      status: 'ready',
      checks: { upstream: { state: 'starting' }, dataAge: { source: 'snapshot' }, store: { ok: true } },
    });
    expect(before.headers.get('cache-control')).toBe('no-store');

    await server.get('/api/convert?from=bitcoin&to=usd');
    const after = await server.get('/readyz');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      status: 'ready',
      checks: {
        upstream: { state: 'ok' },
        dataAge: { seconds: expect.any(Number), source: 'live' },
        store: { ok: true },
        state: { writable: true },
        shutdown: { inProgress: false },
      },
    });
    expect(after.body.checks.dataAge.seconds).toBeGreaterThanOrEqual(0);
  });

  it('stays ready on the snapshot while the upstream fails, and names the failure', async () => {
    server = await startTestServer();
    server.fake.setMode('down');
    expect((await server.get('/api/convert?from=bitcoin&to=usd')).body.source).toBe('snapshot');
    const res = await server.get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ready',
      checks: { upstream: { state: 'failing', lastFailure: 'http' }, dataAge: { source: 'snapshot' } },
    });
  });

  it('is not ready once shutdown has begun', async () => {
    let shuttingDown = false;
    server = await startTestServer({}, { app: { readiness: { shuttingDown: () => shuttingDown } } });
    expect((await server.get('/readyz')).status).toBe(200);
    shuttingDown = true;
    const res = await server.get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not-ready', checks: { shutdown: { inProgress: true } } });
    // Liveness is another question: the process still answers.
    expect((await server.get('/healthz')).status).toBe(200);
  });

  it('is not ready when the store cannot be read', async () => {
    const broken = {
      callsInMonth: () => {
        throw new Error('The database connection is not open');
      },
    } as unknown as RatesStore;
    server = await startTestServer({}, { app: { store: broken } });
    const res = await server.get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not-ready', checks: { store: { ok: false } } });
  });

  it('is not ready while the durable state cannot take a write (a full or read-only disk)', async () => {
    server = await startTestServer({}, { app: { readiness: { stateWritable: async () => false } } });
    const res = await server.get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not-ready', checks: { state: { writable: false }, store: { ok: true } } });
  });

  it('reports Redis when a check is wired (down, hanging 1 s at most, up) but stays ready without it', async () => {
    let redis: () => Promise<boolean> = async () => false;
    server = await startTestServer({}, { app: { readiness: { redis: () => redis() } } });
    // Without Redis the instance serves from its own cache and limits (decision 012): still ready.
    const down = await server.get('/readyz');
    expect(down.status).toBe(200);
    expect(down.body.checks.redis).toEqual({ ok: false });

    redis = () => new Promise(() => {});
    const started = Date.now();
    const hanging = await server.get('/readyz');
    expect(hanging.body.checks.redis).toEqual({ ok: false });
    expect(Date.now() - started).toBeLessThan(2_000);

    redis = async () => true;
    const up = await server.get('/readyz');
    expect(up.status).toBe(200);
    expect(up.body.checks.redis).toEqual({ ok: true });
  });
});

describe('GET /metrics', () => {
  it('counts requests by route template, upstream calls, cache hits, the budget and the data age', async () => {
    server = await startTestServer({ UPSTREAM_CALLS_PER_MONTH: '100000' });
    const before = await scrape();
    expect(value(before, 'upstream_budget_remaining', { window: 'minute' })).toBe(1000);
    const monthBefore = value(before, 'upstream_budget_remaining', { window: 'month' })!;
    expect(monthBefore).toBeGreaterThan(0);
    expect(value(before, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0); // the default process metrics
    expect(value(before, 'price_data_source', { source: 'snapshot' })).toBe(1);

    for (const pair of ['from=bitcoin&to=usd', 'from=ethereum&to=eur', 'from=solana&to=jpy']) {
      expect((await server.get(`/api/convert?${pair}`)).status).toBe(200);
    }
    await server.get('/api/convert?from=nope-1234&to=usd');
    const after = await scrape();
    expect(value(after, 'http_requests_total', { method: 'GET', route: 'api:/api/convert', status: '200' })).toBe(3);
    expect(value(after, 'http_requests_total', { method: 'GET', route: 'api:/api/convert', status: '400' })).toBe(1);
    expect(value(after, 'http_request_duration_seconds_count', { method: 'GET', route: 'api:/api/convert' })).toBe(4);
    expect(value(after, 'http_requests_total', { route: '/metrics', status: '200' })).toBe(1);
    // The first quote loaded the catalog and the price book; the next ones were cache hits.
    expect(value(after, 'upstream_calls_total', { source: 'coingecko', outcome: 'ok' })).toBe(
      server.fake.counts['/api/v3/simple/price']! + 2,
    );
    expect(value(after, 'rate_cache_misses_total')).toBe(1);
    expect(value(after, 'rate_cache_hits_total')).toBe(2);
    expect(value(after, 'upstream_budget_remaining', { window: 'minute' })).toBeLessThan(1000);
    expect(value(after, 'upstream_budget_remaining', { window: 'month' })).toBeLessThan(monthBefore);
    expect(value(after, 'upstream_budget_limit', { window: 'month' })).toBe(100_000);
    expect(value(after, 'price_data_source', { source: 'live' })).toBe(1);
    expect(value(after, 'price_data_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts failed upstream calls by kind', async () => {
    server = await startTestServer();
    server.fake.setMode('error');
    await server.get('/api/convert?from=bitcoin&to=usd');
    const samples = await scrape();
    expect(value(samples, 'upstream_calls_total', { source: 'coingecko', outcome: 'http' })).toBeGreaterThan(0);
    expect(value(samples, 'upstream_calls_total', { source: 'coingecko', outcome: 'ok' })).toBeUndefined();
  });

  it('labels routes by template, never by the raw path', async () => {
    server = await startTestServer();
    const junk = [
      '/api/zzjunk-1',
      '/api/zzjunk-2/deeper',
      '/zzjunk-page',
      '/btc-to-usd/zzjunk',
      '/btc-to-zzjunk/7',
      '/assets/zzjunk.js',
      '/coin-images/zzjunk',
    ];
    await Promise.all(junk.map((path) => fetch(`${server.baseUrl}${path}?zzjunk=1`).then((r) => r.arrayBuffer())));
    const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
    expect(text).not.toContain('zzjunk');
    const routes = new Set(parseMetrics(text).flatMap((s) => (s.labels.route ? [s.labels.route] : [])));
    expect([...routes].sort()).toEqual(['api:unknown', 'asset', 'coin-image', 'page:not-found', 'page:pair', 'page:pair-amount']);
  });

  it('serves this machine only when no token is set: a proxied request is refused', async () => {
    server = await startTestServer({}, { app: { trustProxy: 'loopback' } });
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(200);
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7' },
    ];
    for (const headers of proxied) {
      const res = await fetch(`${server.baseUrl}/metrics`, { headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: expect.stringContaining('METRICS_TOKEN') });
    }
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'metrics-token-0123456789';
    server = await startTestServer({ METRICS_TOKEN: token });
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${token}`, `Bearer ${token}x`]) {
      const res = await fetch(`${server.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    const res = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
