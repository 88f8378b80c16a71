import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CurrencyListSchema } from '@shared/schemas/currency';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { createSite } from './site';
import { listenSite, type ListeningSite, templateClient } from './testing/listen-site';
import { startTestServer, type TestServer } from './testing/test-server';
import { readSitemap } from './testing/read-sitemap';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /api/currencies', () => {
  it('lists the upstream top coins plus every coin the site knows, as Currency objects', async () => {
    server = await startTestServer();
    const { status, body } = await server.get('/api/currencies/crypto');
    expect(status).toBe(200);
    const list = CurrencyListSchema.parse(body);
    expect(list[0]).toMatchObject({ id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', type: 'crypto' });
    expect(list.find((c) => c.id === 'fakecoin')).toMatchObject({ symbol: 'FKC', image: '' });
    for (const id of ['pi-network', 'matic-network', 'immutable-x', 'gala']) {
      expect(list.some((c) => c.id === id)).toBe(true);
    }
    expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
  });

  it('falls back to the known coins when the upstream is down', async () => {
    server = await startTestServer();
    server.fake.setMode('down');
    const { status, body } = await server.get('/api/currencies/crypto');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(51);
    expect(body.some((c: { id: string }) => c.id === 'fakecoin')).toBe(false);
  });

  it('lists fiat currencies, the seven defaults first', async () => {
    server = await startTestServer();
    const { body } = await server.get('/api/currencies/fiat');
    const list = CurrencyListSchema.parse(body);
    expect(list.slice(0, 7).map((c) => c.symbol)).toEqual(['USD', 'EUR', 'JPY', 'GBP', 'AUD', 'CAD', 'CHF']);
    expect(list.every((c) => c.type === 'fiat')).toBe(true);
  });
});

describe('unknown API paths and unreadable bodies', () => {
  it('answers 404 JSON for an unknown API path, whatever the method', async () => {
    server = await startTestServer();
    const get = await server.get('/api/no-such-thing');
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ error: 'No API endpoint at GET /api/no-such-thing.' });
    const post = await fetch(`${server.baseUrl}/api/convert`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toHaveProperty('error');
  });

  it('answers 400 JSON for a malformed JSON body', async () => {
    server = await startTestServer();
    const res = await fetch(`${server.baseUrl}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"url": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
  });

  it('sends security headers with API answers', async () => {
    server = await startTestServer();
    const { headers } = await server.get('/api/currencies/fiat');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-powered-by')).toBeNull();
  });
});

describe('page routes of the built client', () => {
  let pageServer: ListeningSite | undefined;
  afterEach(async () => {
    await pageServer?.close();
  });

  async function startWithClient() {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
    const env = parseEnv({
      RATES_PROVIDER: 'snapshot',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')),
      SITE_URL: 'https://converter.example',
    });
    const running = await listenSite(
      await createSite(env, {
        client: templateClient(dir, '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>'),
        app: { limits: undefined },
      }),
    );
    pageServer = running;
    return running.baseUrl;
  }

  it('serves the app for every route of the spec, and 404 for other paths', async () => {
    const base = await startWithClient();
    for (const path of ['/', '/btc-to-usd', '/ETH-to-USD', '/eth-to-usd/0.5', '/x/btc-to-usd/2', '/a-to-b-to-c']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    for (const path of ['/nothing', '/about-us/team', '/wp-admin.php']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('redirects pair URLs to their one lower-case form, keeping the query, in one step', async () => {
    const base = await startWithClient();
    const cases: [string, string][] = [
      ['/BTC-to-USD', '/btc-to-usd'],
      ['/btc-to-usd/', '/btc-to-usd'],
      ['/Eth-To-Usd/0.5?ref=x', '/eth-to-usd/0.5?ref=x'],
      ['/x/btc-to-usd/2', '/btc-to-usd/2'],
      ['/%3Cscript%3E-to-usd', '/%3Cscript%3E-to-usd'],
      ['/%3cb%3e-to-usd', '/%3Cb%3E-to-usd'],
    ];
    // A pair naming no currency is a 404 page once it has its one form.
    const status = (target: string) => (target.includes('%3') ? 404 : 200);
    for (const [path, target] of cases) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      if (path === target) {
        expect(res.status, `${path} → ${res.headers.get('location')}`).toBe(status(target));
        continue;
      }
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(target);
      const next = await fetch(`${base}${target}`, { redirect: 'manual' });
      expect(next.status, target).toBe(status(target));
    }
  });

  it('sends a Content-Security-Policy with pages', async () => {
    const base = await startWithClient();
    const res = await fetch(`${base}/btc-to-usd`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives each route its own head: title, description with the render-time rate, canonical, robots, JSON-LD', async () => {
    const base = await startWithClient();
    const page = async (path: string) => ({ res: await fetch(`${base}${path}`), html: '' });
    const btc = await (await fetch(`${base}/btc-to-usd`)).text();
    expect(btc).toContain('<title>BTC to USD Converter | BTC/USD Calculator | Live Rates</title>');
    expect(btc).toMatch(
      /<meta name="description" content="Convert Bitcoin \(BTC\) to US Dollar \(USD\)[^"]*1 BTC = 104,600.00 USD as of June 1, 2025\./,
    );
    expect(btc).toContain('<link rel="canonical" href="https://converter.example/btc-to-usd" />');
    expect(btc).toContain('<meta property="og:url" content="https://converter.example/btc-to-usd" />');
    expect(btc).toContain('<meta name="robots" content="index, follow" />');
    expect(btc).toContain('<meta name="revisit-after" content="1 days" />');
    const jsonLd = JSON.parse(btc.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'WebApplication',
      applicationCategory: 'FinanceApplication',
      offers: { price: '0', priceCurrency: 'USD' },
    });

    const fixed = await (await fetch(`${base}/eth-to-usd/0.5`)).text();
    expect(fixed).toContain('<title>0.5 ETH to USD: 1,265.00 USD | Live Conversion</title>');
    expect(fixed).toContain('href="https://converter.example/eth-to-usd/0.5"');
    expect(await (await fetch(`${base}/about`)).text()).toContain('<title>About Us | Crypto Calculator and Converter</title>');
    const missing = await page('/nothing');
    expect(missing.res.status).toBe(404);
    expect(await missing.res.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('escapes whatever a path carries before it reaches the HTML', async () => {
    const base = await startWithClient();
    const html = await (await fetch(`${base}/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E-to-usd`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"><script');
    // Not even escaped: a pair naming no currency repeats none of the URL's words.
    expect(html.toLowerCase()).not.toContain('alert');
    expect(html).toContain('<title>Currency Not Found | Crypto Calculator and Converter</title>');
  });

  it('serves a sitemap of every pair, coin, fixed-amount and content page, and robots.txt pointing to it', async () => {
    const base = await startWithClient();
    const res = await fetch(`${base}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('application/xml');
    // An index of files; server/pages/sitemap.test.ts checks them against the schemas.
    expect((await res.text()).startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex')).toBe(true);
    const files = (await readSitemap(base, 'https://converter.example')).files;
    const locs = files.flatMap((file) => file.urls.map((url) => url.loc));
    expect(locs).toContain('https://converter.example/btc-to-usd/0.0025');
    expect(locs).toContain('https://converter.example/sol-to-usd');
    expect(locs).toContain('https://converter.example/sol-to-eur');
    expect(locs).toContain('https://converter.example/about');
    expect(locs).toContain('https://converter.example/methodology');
    expect(locs.some((l) => l?.includes('indexnow-test'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    expect(files.flatMap((file) => file.urls).find((url) => url.loc.endsWith('/privacy'))?.lastmod).toBe('2026-11-24');
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://converter.example/sitemap.xml');
    expect(robots.split('\n').filter((line) => line.startsWith('Disallow:'))).toEqual([
      'Disallow: /api/',
      'Disallow: /indexnow-test',
      'Disallow: /debug-seo',
    ]);
  });

  it('answers a missing hashed asset with 404, not the app', async () => {
    const base = await startWithClient();
    const res = await fetch(`${base}/assets/index-missing.js`);
    expect(res.status).toBe(404);
  });
});
