import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SeoDebugResultSchema, StaticPagesUpdateResultSchema } from '@shared/schemas/seo-debug';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPagePaths, type StaticPageStore } from './static-pages';
import { type FakeIndexNow, startFakeIndexNow } from '../testing/fake-indexnow';
import { listenRenderedSite } from '../testing/rendered-site';

const SITE = 'https://converter.example';

type Running = { base: string; dataDir: string; staticPages: StaticPageStore; close: () => Promise<void> };

/** The production wiring (real React render, static page store) on 127.0.0.1, snapshot rates. */
async function startApp(env: Record<string, string>): Promise<Running> {
  const running = await listenRenderedSite({ SITE_URL: SITE, INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8', ...env });
  return { base: running.baseUrl, dataDir: running.dataDir, staticPages: running.site.staticPages!, close: running.close };
}

async function getJson(url: string) {
  const res = await fetch(url);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const storedFile = (dataDir: string, ...segments: string[]) => join(dataDir, 'static-pages', ...segments);

describe('SEO debug endpoint, stored pages and the sitemap submit', () => {
  let app: Running;
  let engine: FakeIndexNow;

  beforeAll(async () => {
    engine = await startFakeIndexNow();
    app = await startApp({ INDEXNOW_ENDPOINT: engine.url });
  });
  afterAll(async () => {
    await app?.close();
    await engine?.close();
  });

  // The tests below run in order: before the first regeneration, after it, after the submit.

  it('reports a known page that was never rendered as not existing', async () => {
    const { status, body, headers } = await getJson(`${app.base}/api/debug/seo/btc-to-usd/0.1`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ path: '/btc-to-usd/0.1', exists: false, title: null, ogTitle: null, metaDescription: null, lastUpdated: null });
  });

  it('answers 404 for ?debug_seo=true when nothing is stored, naming the path escaped', async () => {
    const res = await fetch(`${app.base}/btc-to-usd/0.1?debug_seo=true`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toContain('No static page is stored for /btc-to-usd/0.1.');

    // A quote in the path comes back as an entity, never as markup.
    const hostile = await fetch(`${app.base}/x'onmouseover'-to-usd?debug_seo=true`, { redirect: 'manual' });
    expect(hostile.status).toBe(404);
    const text = await hostile.text();
    expect(text).toContain('No static page is stored for /x&#39;onmouseover&#39;-to-usd.');
    expect(text).not.toContain("x'onmouseover'");

    const encoded = await fetch(`${app.base}/%3Cb%3Ebold%3C%2Fb%3E-to-usd?debug_seo=true`, { redirect: 'manual' });
    expect(encoded.status).toBe(404);
    expect(await encoded.text()).not.toContain('<b>bold');
  });

  it('describes the stored page once the pages are regenerated', async () => {
    const started = Date.now();
    const result = await app.staticPages.regenerateAll();
    expect(result).toEqual({ regenerated: staticPagePaths().length, failed: 0 });

    const { status, body } = await getJson(`${app.base}/api/debug/seo/btc-to-usd/0.1`);
    expect(status).toBe(200);
    const page = SeoDebugResultSchema.parse(body);
    expect(page.path).toBe('/btc-to-usd/0.1');
    expect(page.exists).toBe(true);
    expect(page.title).toContain('0.1 BTC');
    expect(page.ogTitle).toBe(page.title);
    expect(page.metaDescription).toBeTruthy();
    expect(page.metaDescription).toContain('0.1 BTC');
    expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const updated = Date.parse(page.lastUpdated!);
    expect(updated).toBeGreaterThanOrEqual(started - 1000);
    expect(updated).toBeLessThanOrEqual(Date.now() + 1000);

    const pair = SeoDebugResultSchema.parse((await getJson(`${app.base}/api/debug/seo/eth-to-usd`)).body);
    expect(pair).toMatchObject({ path: '/eth-to-usd', exists: true, title: 'ETH to USD Converter | ETH/USD Calculator | Live Rates' });
  }, 60_000);

  it('normalises an upper-case pair to the stored lower-case path', async () => {
    const { status, body } = await getJson(`${app.base}/api/debug/seo/BTC-to-USD/0.1`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ path: '/btc-to-usd/0.1', exists: true });
    expect(body.title).toContain('0.1 BTC');
  });

  it.each([
    ['/api/debug/seo/btcusd/0.1', 'is not a currency pair'],
    ['/api/debug/seo/btcusd', 'is not a currency pair'],
    ['/api/debug/seo/btc-to-usd/abc', 'is not an amount'],
    ['/api/debug/seo/btc-to-usd/-1', 'is not an amount'],
  ])('answers 400 JSON for %s', async (path, message) => {
    const { status, body } = await getJson(`${app.base}${path}`);
    expect(status).toBe(400);
    expect(typeof body.error).toBe('string');
    expect(body.error).toContain(message);
  });

  it('reports a well-formed pair without a static page as not existing', async () => {
    for (const [path, expected] of [
      ['abc-to-xyz/1', '/abc-to-xyz/1'],
      ['btc-to-usd/0.7', '/btc-to-usd/0.7'],
      ['about-to-us', '/about-to-us'],
    ] as const) {
      const { status, body } = await getJson(`${app.base}/api/debug/seo/${path}`);
      expect(status, path).toBe(200);
      expect(body, path).toEqual({ path: expected, exists: false, title: null, ogTitle: null, metaDescription: null, lastUpdated: null });
    }
  });

  it('shows the stored file byte for byte with ?debug_seo=true, marked noindex', async () => {
    const onDisk = readFileSync(storedFile(app.dataDir, 'btc-to-usd', '0.1.html'));
    const res = await fetch(`${app.base}/btc-to-usd/0.1?debug_seo=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(Buffer.from(await res.arrayBuffer()).equals(onDisk)).toBe(true);
  });

  it('serves a plain request for a fresh page from the store, with Last-Modified', async () => {
    const onDisk = readFileSync(storedFile(app.dataDir, 'btc-to-usd', '0.1.html'), 'utf8');
    const updated = /<meta property="og:updated_time" content="([^"]+)"/.exec(onDisk)?.[1];
    expect(updated).toBeDefined();

    const res = await fetch(`${app.base}/btc-to-usd/0.1`);
    expect(res.status).toBe(200);
    const lastModified = res.headers.get('last-modified');
    expect(lastModified).not.toBeNull();
    expect(Math.floor(Date.parse(lastModified!) / 1000)).toBe(Math.floor(Date.parse(updated!) / 1000));
    expect(await res.text()).toBe(onDisk);

    // Pair pages ignore their query string, so a tagged link gets the stored copy too.
    const tagged = await fetch(`${app.base}/btc-to-usd/0.1?ref=x`);
    expect(tagged.status).toBe(200);
    expect(await tagged.text()).toBe(onDisk);
  });

  it('refuses a proxied POST /api/sitemap/submit with 403 naming OPERATOR_TOKEN, rendering and sending nothing', async () => {
    const before = SeoDebugResultSchema.parse((await getJson(`${app.base}/api/debug/seo/btc-to-usd/0.1`)).body);
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }] as Record<string, string>[]) {
      const res = await fetch(`${app.base}/api/sitemap/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(res.status).toBe(403);
      const body = await res.json();
      expect(body).toEqual({ error: expect.stringContaining('OPERATOR_TOKEN') });
      expect(body.error).toContain('this server itself');
    }
    const after = SeoDebugResultSchema.parse((await getJson(`${app.base}/api/debug/seo/btc-to-usd/0.1`)).body);
    expect(after.lastUpdated).toBe(before.lastUpdated);
    expect(engine.received).toEqual([]);
  });

  it('POST /api/sitemap/submit regenerates every static page and tells IndexNow', async () => {
    const before = SeoDebugResultSchema.parse((await getJson(`${app.base}/api/debug/seo/btc-to-usd/0.1`)).body);
    const beforeCoin = SeoDebugResultSchema.parse((await getJson(`${app.base}/api/debug/seo/sol-to-usd`)).body);
    expect(before.lastUpdated).not.toBeNull();
    expect(beforeCoin.lastUpdated).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const res = await fetch(`${app.base}/api/sitemap/submit`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    const body = StaticPagesUpdateResultSchema.parse(await res.json());
    expect(body).toMatchObject({ success: true, regenerated: staticPagePaths().length, failed: 0, indexNow: { success: true } });
    expect(body.message).toContain(`${staticPagePaths().length} static pages rendered`);

    expect(engine.received).toHaveLength(1);
    const sent = engine.received[0]!;
    expect(sent.host).toBe('converter.example');
    expect(sent.urlList).toContain(`${SITE}/btc-to-usd/0.1`);
    expect(sent.urlList).toContain(`${SITE}/about`);
    expect(sent.urlList.every((u) => u.startsWith(`${SITE}/`))).toBe(true);

    const after = SeoDebugResultSchema.parse((await getJson(`${app.base}/api/debug/seo/btc-to-usd/0.1`)).body);
    const afterCoin = SeoDebugResultSchema.parse((await getJson(`${app.base}/api/debug/seo/sol-to-usd`)).body);
    expect(Date.parse(after.lastUpdated!)).toBeGreaterThan(Date.parse(before.lastUpdated!));
    expect(Date.parse(afterCoin.lastUpdated!)).toBeGreaterThan(Date.parse(beforeCoin.lastUpdated!));
    expect(after.title).toBe(before.title);
  }, 60_000);
});

describe('operator token on the sitemap submit', () => {
  let app: Running;
  beforeAll(async () => {
    app = await startApp({ OPERATOR_TOKEN: 'let-me-in-please' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 JSON without the token and regenerates nothing', async () => {
    for (const headers of [{}, { 'x-operator-token': 'wrong-token!' }] as Record<string, string>[]) {
      const res = await fetch(`${app.base}/api/sitemap/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(typeof body.error).toBe('string');
      expect(body.error).toContain('operator token');
    }
    const { body } = await getJson(`${app.base}/api/debug/seo/btc-to-usd`);
    expect(body).toMatchObject({ path: '/btc-to-usd', exists: false });
  });

  it('regenerates with the right token, even from a proxied address', async () => {
    const res = await fetch(`${app.base}/api/sitemap/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', 'x-operator-token': 'let-me-in-please' },
    });
    expect(res.status).toBe(200);
    expect(StaticPagesUpdateResultSchema.parse(await res.json())).toMatchObject({ regenerated: staticPagePaths().length, failed: 0 });
    const { body } = await getJson(`${app.base}/api/debug/seo/btc-to-usd`);
    expect(body).toMatchObject({ path: '/btc-to-usd', exists: true });
  }, 60_000);
});
