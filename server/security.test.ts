import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from './app';
import { parseEnv } from './env';
import { inlineScriptHashes } from './lib/inline-script-hashes';
import { createSite } from './site';
import { listenSite, templateClient } from './testing/listen-site';

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--><script>document.documentElement.dataset.x=\'1\'</script></head><body><div id="root"></div></body></html>';

const LOADER = '(function(){customElements;})();';

type Running = { base: string; close: () => Promise<void> };

/** The real app with a built-client stand-in, the snapshot rates and the given options. */
async function start(options: Partial<AppOptions> = {}): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'security-'));
  const clientDir = mkdtempSync(join(tmpdir(), 'security-client-'));
  writeFileSync(join(clientDir, 'widget.js'), LOADER);
  const env = parseEnv({ RATES_PROVIDER: 'snapshot', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SITE_URL: 'https://converter.example' });
  const client = templateClient(clientDir, TEMPLATE, { inlineScriptHashes: inlineScriptHashes(TEMPLATE) });
  const running = await listenSite(await createSite(env, { client, app: { limits: undefined, trustProxy: false, ...options } }));
  return {
    base: running.baseUrl,
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

describe('security headers', () => {
  let app: Running;
  beforeAll(async () => {
    app = await start();
  });
  afterAll(() => app.close());

  it('pages carry a strict CSP: scripts from self plus the hashed inline script only', async () => {
    const res = await fetch(`${app.base}/btc-to-usd`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['script-src']).toEqual(["'self'", `'sha256-${inlineScriptHashes(TEMPLATE)[0]}'`]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    // Coin logos come from this site (/coin-images), so images need no third-party host.
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('only the widget frame may be framed, by any site, and it asks to be indexed only where embedded', async () => {
    for (const path of ['/widget/converter?from=eth&to=eur', '/de/widget/converter']) {
      const res = await fetch(`${app.base}${path}`);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain('frame-ancestors *');
      expect(csp).toContain(`script-src 'self' 'sha256-${inlineScriptHashes(TEMPLATE)[0]}'`);
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('x-robots-tag')).toBe('noindex, indexifembedded');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(await res.text()).toContain('<meta name="robots" content="noindex, indexifembedded" />');
    }
    // Its neighbours stay unframeable.
    for (const path of ['/widget', '/developers', '/widget/converter/extra', '/about']) {
      const res = await fetch(`${app.base}${path}`);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('serves the widget loader to other sites’ pages: readable cross-origin, no page policy', async () => {
    const res = await fetch(`${app.base}/widget.js`, { headers: { Origin: 'http://host.example' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(LOADER);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('sends the English-only developer pages’ other-language addresses to the English ones', async () => {
    for (const [from, to] of [
      ['/de/developers', '/developers'],
      ['/ja/widget?from=eth', '/widget?from=eth'],
    ]) {
      const res = await fetch(`${app.base}${from}`, { redirect: 'manual' });
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
    expect((await fetch(`${app.base}/de/widget/converter`, { redirect: 'manual' })).status).toBe(200);
  });

  it('the API answers with nosniff, no-referrer and DENY framing', async () => {
    const res = await fetch(`${app.base}/api/currencies/fiat`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends HSTS only over https, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await fetch(`${app.base}/about`)).headers.get('strict-transport-security')).toBeNull();
    const spoofed = await fetch(`${app.base}/about`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();

    const proxied = await start({ trustProxy: 'loopback' });
    try {
      const res = await fetch(`${proxied.base}/about`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const api = await fetch(`${proxied.base}/api/currencies/fiat`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it('refuses over-long URLs with 414 before routing, and bodies over 16 KB with 413', async () => {
    const longApi = await fetch(`${app.base}/api/convert?from=${'b'.repeat(5000)}&to=usd`);
    expect(longApi.status).toBe(414);
    expect((await longApi.json()).error).toMatch(/longer than 4096/);
    const longPage = await fetch(`${app.base}/${'a'.repeat(5000)}-to-usd`);
    expect(longPage.status).toBe(414);

    const big = await fetch(`${app.base}/api/indexnow/visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `/${'x'.repeat(20_000)}` }),
    });
    expect(big.status).toBe(413);
    expect(typeof (await big.json()).error).toBe('string');
  });
});

describe('per-IP limits', () => {
  let app: Running;
  beforeAll(async () => {
    app = await start({ limits: { apiReadsPerMinute: 5, pageViewsPerMinute: 3 } });
  });
  afterAll(() => app.close());

  it('API reads beyond the limit get 429 JSON with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await fetch(`${app.base}/api/currencies/fiat`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(last!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(last!.headers.get('ratelimit-policy')).toContain('5');
    expect((await last!.json()).error).toMatch(/rate limited/);
  });

  it('counts /api/convert and the other API reads against one limit, with the RateLimit headers on each', async () => {
    const other = await start({ limits: { apiReadsPerMinute: 4, pageViewsPerMinute: 3 } });
    try {
      const answers: Response[] = [];
      for (const path of [
        '/api/convert?from=bitcoin&to=usd',
        '/api/currencies/fiat',
        '/api/convert?from=ethereum&to=eur',
        '/api/currencies/crypto',
        '/api/convert?from=bitcoin&to=usd',
        '/api/currencies/fiat',
      ]) {
        answers.push(await fetch(`${other.base}${path}`));
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429, 429]);
      for (const [i, answer] of answers.entries()) {
        expect(answer.headers.get('ratelimit-policy')).toBe('4;w=60');
        expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`^limit=4, remaining=${Math.max(0, 3 - i)}, reset=(60|59)$`));
      }
      const refused = answers[4]!;
      expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: 'Too many requests: rate limited. Please wait a minute and try again.' });
      // Writes are not API reads: a POST is answered by its route, not refused by the read limit.
      const post = await fetch(`${other.base}/api/convert`, { method: 'POST' });
      expect(post.status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('page views have their own limit; hashed assets do not count', async () => {
    for (let i = 0; i < 5; i++) await fetch(`${app.base}/assets/app-${i}.js`);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${app.base}/about`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
