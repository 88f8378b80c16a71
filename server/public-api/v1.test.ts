import { ChartResponseSchema } from '@shared/schemas/chart-response';
import { ConvertResponseSchema } from '@shared/schemas/convert';
import { CurrencyListSchema } from '@shared/schemas/currency';
import { API_PROBLEMS } from '@shared/api-problems';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const ORIGIN = 'http://other-site.example';
/**
 * A revalidation as a browser's cache sends it. (fetch adds `Cache-Control: no-cache` to a request
 * carrying its own If-None-Match unless one is given, and no-cache asks for a full answer.)
 */
const revalidate = (etag: string) => ({ headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });

async function request(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

describe('GET /api/v1, the public API', () => {
  it('answers the currency lists to any origin, with an ETag that makes a repeat a 304', async () => {
    server = await startTestServer();
    const first = await request('/api/v1/currencies/crypto', { headers: { Origin: ORIGIN } });
    expect(first.status).toBe(200);
    expect(CurrencyListSchema.parse(first.json()).length).toBeGreaterThan(50);
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await request('/api/v1/currencies/crypto', revalidate(etag!));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await request('/api/v1/currencies/fiat')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('converts with the sources and age of the figure, cached no longer than the figure is fresh', async () => {
    server = await startTestServer();
    const res = await request('/api/v1/convert?from=bitcoin&to=usd');
    expect(res.status).toBe(200);
    const body = ConvertResponseSchema.parse(res.json());
    expect(body).toMatchObject({ from: 'bitcoin', to: 'usd', rate: 100_000, source: 'live', sourcesUsed: 1 });
    expect(body.sources?.find((s) => s.name === 'CoinGecko')).toMatchObject({ used: true, price: 100_000 });
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    const age = (Date.now() - Date.parse(body.asOf)) / 1000;
    expect(maxAge).toBeGreaterThanOrEqual(1);
    expect(maxAge).toBeLessThanOrEqual(Math.ceil(60 - age));
    const etag = res.headers.get('etag')!;
    expect((await request('/api/v1/convert?from=bitcoin&to=usd', revalidate(etag))).status).toBe(304);
  });

  it('answers a pair’s chart, cached as the site’s', async () => {
    server = await startTestServer();
    const res = await request('/api/v1/chart?from=ethereum&to=eur&range=24h');
    expect(res.status).toBe(200);
    expect(ChartResponseSchema.parse(res.json()).points.length).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });

  it('answers errors as problem+json with a stable type, never cached', async () => {
    server = await startTestServer();
    const bad = await request('/api/v1/convert?from=bitcoin');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    expect(bad.json()).toMatchObject({
      type: '/api/v1/problems/invalid-request',
      title: 'The request is not valid',
      status: 400,
      detail: expect.stringContaining('to'),
    });

    const unknown = await request('/api/v1/convert?from=notacoin&to=usd');
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({
      type: '/api/v1/problems/unknown-currency',
      status: 400,
      detail: expect.stringContaining('Unknown currency "notacoin" in "from"'),
    });
    // It points to v1's own lists.
    expect(unknown.json().detail).toContain('/api/v1/currencies/crypto or /api/v1/currencies/fiat');

    const missing = await request('/api/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ type: '/api/v1/problems/not-found', detail: 'No API endpoint at GET /api/v1/nothing-here.' });

    const post = await request('/api/v1/convert', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(post.json()).toMatchObject({ type: '/api/v1/problems/method-not-allowed' });
  });

  it('leads each problem type to its explanation on /developers, and nothing else', async () => {
    server = await startTestServer();
    for (const { slug } of API_PROBLEMS) {
      const res = await fetch(`${server.baseUrl}/api/v1/problems/${slug}`, { redirect: 'manual' });
      expect(res.status, slug).toBe(301);
      expect(res.headers.get('location')).toBe(`/developers#problem-${slug}`);
    }
    const unknown = await request('/api/v1/problems/no-such-problem');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ type: '/api/v1/problems/not-found' });
  });

  it('answers a CORS preflight from another origin', async () => {
    server = await startTestServer();
    const res = await request('/api/v1/convert?from=bitcoin&to=usd', {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
  });

  it('limits each address per minute: 429 problem+json with Retry-After and the RateLimit headers', async () => {
    server = await startTestServer({}, { app: { limits: { apiReadsPerMinute: 2, pageViewsPerMinute: 100 } } });
    const ok = await request('/api/v1/currencies/fiat');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('ratelimit-policy')).toBe('2;w=60');
    expect(ok.headers.get('ratelimit')).toMatch(/^limit=2, remaining=1, reset=\d+$/);
    await request('/api/v1/currencies/fiat');
    const refused = await request('/api/v1/currencies/fiat');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit')).toMatch(/^limit=2, remaining=0, reset=\d+$/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.json()).toMatchObject({
      type: '/api/v1/problems/rate-limited',
      status: 429,
      retryAfter: Number(refused.headers.get('retry-after')),
    });
    // The site's own API keeps its { error } answers.
    expect((await request('/api/currencies/fiat')).json()).toEqual({ error: expect.stringContaining('rate limited') });
  });
});
