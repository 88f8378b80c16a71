import { afterEach, describe, expect, it } from 'vitest';
import type { AppOptions } from '../app';
import { type FakeIndexNow, startFakeIndexNow } from '../testing/fake-indexnow';
import { readSitemap } from '../testing/read-sitemap';
import { startTestServer, type TestServer } from '../testing/test-server';

const SITE = 'https://converter.example';
let server: TestServer | undefined;
let engine: FakeIndexNow | undefined;
afterEach(async () => {
  await server?.close();
  await engine?.close();
  server = engine = undefined;
});

async function start(env: Record<string, string> = {}, app: Partial<AppOptions> = {}) {
  engine = await startFakeIndexNow();
  server = await startTestServer({ SITE_URL: SITE, INDEXNOW_ENDPOINT: engine.url, INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8', ...env }, { app });
  const post = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server!.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  return { s: server, engine, post };
}

describe('IndexNow', () => {
  it('serves the key file at the site root as plain text', async () => {
    const { s } = await start();
    const res = await fetch(`${s.baseUrl}/a1b2c3d4e5f6a7b8.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe('a1b2c3d4e5f6a7b8');
  });

  it('generates a key once and keeps it across restarts when none is configured', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(join(tmpdir(), 'indexnow-key-'));
    const keyServed = async (s: TestServer) => {
      const { openStateStore } = await import('../store/state-store');
      const { createLogger } = await import('../lib/logger');
      const store = openStateStore(dataDir, createLogger('silent'));
      const key = store.loadSetting('indexnow-key');
      store.close();
      const res = await fetch(`${s.baseUrl}/${key}.txt`);
      return { key, body: await res.text() };
    };
    const first = await startTestServer({ SITE_URL: SITE }, { dataDir });
    const one = await keyServed(first);
    await first.close();
    const second = await startTestServer({ SITE_URL: SITE }, { dataDir });
    const two = await keyServed(second);
    await second.close();
    expect(one.key).toMatch(/^[a-f0-9]{32}$/);
    expect(one.body).toBe(one.key);
    expect(two).toEqual(one);
  });

  it('submits a path as one JSON batch with host, key and key location', async () => {
    const { post, engine } = await start();
    const { status, body } = await post('/api/indexnow/submit', { url: 'btc-to-usd/0.01' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, submitted: 1, skipped: 0, status: 200 });
    expect(engine.received).toEqual([
      {
        host: 'converter.example',
        key: 'a1b2c3d4e5f6a7b8',
        keyLocation: 'https://converter.example/a1b2c3d4e5f6a7b8.txt',
        urlList: ['https://converter.example/btc-to-usd/0.01'],
        contentType: 'application/json; charset=utf-8',
      },
    ]);
  });

  it('submits a URL at most once a day, and treats 202 as accepted', async () => {
    const { post, engine } = await start();
    engine.setStatus(202);
    expect((await post('/api/indexnow/submit-multiple', { urls: ['/btc-to-usd', '/eth-to-usd'] })).body).toMatchObject({
      success: true,
      submitted: 2,
    });
    const again = await post('/api/indexnow/submit-multiple', { urls: ['/btc-to-usd', '/sol-to-usd'] });
    expect(again.body).toMatchObject({ success: true, submitted: 1, skipped: 1 });
    expect(engine.received.at(-1)?.urlList).toEqual(['https://converter.example/sol-to-usd']);
  });

  it('submits the 12 BTC fixed-amount pages, then every URL of the sitemap not sent today', async () => {
    const { s, post, engine } = await start();
    expect((await post('/api/indexnow/submit-btc-fixed-amounts')).body).toMatchObject({ success: true, submitted: 12 });
    const listed = (await readSitemap(s.baseUrl, SITE)).files.flatMap((file) => file.urls.map((url) => url.loc));
    // The catalog's coins in every configured fiat and the rest: hundreds of URLs, one request.
    expect(listed.length).toBeGreaterThan(600);
    const sitemap = await post('/api/sitemap/submit');
    expect(sitemap.body).toMatchObject({ success: true, indexNow: { success: true, submitted: listed.length - 12, skipped: 12 } });
    expect(engine.received).toHaveLength(2);
    const sent = engine.received.at(-1)!.urlList;
    expect(sent).toEqual(listed.filter((url) => !/^https:\/\/converter\.example\/btc-to-usd\/[\d.]+$/.test(url)));
    expect(sent).toContain('https://converter.example/about');
    expect(sent).toContain('https://converter.example/tokamak-network-to-eur');
    expect(sent).toContain('https://converter.example/sol-to-btc');
    // A second run the same day sends nothing.
    expect((await post('/api/sitemap/submit')).body.indexNow).toMatchObject({ success: true, submitted: 0, skipped: listed.length });
    expect(engine.received).toHaveLength(2);
  });

  it('refuses other hosts with a 400 and never sends them', async () => {
    const { post, engine } = await start();
    for (const url of ['https://evil.example/x', '//evil.example/x', 'http://converter.example/btc-to-usd']) {
      const { status, body } = await post('/api/indexnow/submit', { url });
      expect(status, url).toBe(400);
      expect(body.error).toContain("Only this site's URLs can be submitted");
    }
    expect(engine.received).toEqual([]);
  });

  it('reports a 429 and does not call again while asked to wait', async () => {
    const { post, engine } = await start();
    engine.setStatus(429);
    expect((await post('/api/indexnow/submit', { url: '/btc-to-usd' })).body).toMatchObject({ success: false, status: 429 });
    engine.setStatus(200);
    const second = await post('/api/indexnow/submit', { url: '/eth-to-usd' });
    expect(second.body.success).toBe(false);
    expect(second.body.message).toContain('slow down');
    expect(engine.received).toHaveLength(1);
  });

  it.each([
    [403, 'could not verify our key'],
    [422, 'do not belong to this host'],
  ])('explains a %d from the service', async (code, text) => {
    const { post, engine } = await start();
    engine.setStatus(code);
    const { body } = await post('/api/indexnow/submit', { url: '/btc-to-usd' });
    expect(body).toMatchObject({ success: false, status: code });
    expect(body.message).toContain(text);
  });

  it.each([
    [undefined, 'Missing "url": send a JSON body like {"url": "/btc-to-usd"}.'],
    [{ url: '' }, 'The URL is empty'],
    [{ url: 42 }, 'Each URL must be text'],
  ])('answers 400 for body %j', async (body, message) => {
    const { post } = await start();
    const res = await post('/api/indexnow/submit', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('requires the operator token when one is configured', async () => {
    const { post } = await start({ OPERATOR_TOKEN: 'let-me-in-please' });
    expect((await post('/api/indexnow/submit', { url: '/btc-to-usd' })).status).toBe(401);
    expect((await post('/api/indexnow/submit', { url: '/btc-to-usd' }, { 'x-operator-token': 'let-me-in-please' })).status).toBe(200);
    expect((await fetch(`${server!.baseUrl}/api/nothing-here`)).status).toBe(404);
  });

  describe('who may run the operator actions', () => {
    const PROXIED = { 'x-forwarded-for': '203.0.113.9' };

    it('without OPERATOR_TOKEN, answers this machine: loopback and no proxy header', async () => {
      const { post, engine } = await start();
      expect((await post('/api/sitemap/submit')).status).toBe(200);
      expect((await post('/api/indexnow/submit', { url: '/btc-to-usd/0.5' })).status).toBe(200);
      expect(engine.received).toHaveLength(2);
    });

    it('without OPERATOR_TOKEN, refuses a proxied request with 403 in plain words naming OPERATOR_TOKEN, and sends nothing', async () => {
      const { post, engine } = await start();
      const refused = [
        ['/api/sitemap/submit', undefined, PROXIED],
        ['/api/sitemap/submit', undefined, { forwarded: 'for=203.0.113.9' }],
        // A proxy header makes a request proxied whatever address it names.
        ['/api/sitemap/submit', undefined, { 'x-forwarded-for': '127.0.0.1' }],
        // Any token is no key while none is configured.
        ['/api/sitemap/submit', undefined, { ...PROXIED, 'x-operator-token': 'anything-at-all' }],
        ['/api/indexnow/submit', { url: '/btc-to-usd' }, PROXIED],
        ['/api/indexnow/submit-multiple', { urls: ['/btc-to-usd'] }, PROXIED],
        ['/api/indexnow/submit-btc-fixed-amounts', undefined, PROXIED],
      ] as const;
      for (const [path, body, headers] of refused) {
        const res = await post(path, body, headers);
        expect([path, headers, res.status]).toEqual([path, headers, 403]);
        expect(res.headers.get('content-type')).toContain('application/json');
        expect(res.body).toEqual({ error: expect.stringContaining('OPERATOR_TOKEN') });
        expect(res.body.error).toContain('this server itself');
        expect(res.body.error).toContain('x-operator-token');
      }
      expect(engine.received).toEqual([]);
      // Visitors' page reports stay open to everyone, proxied or not.
      expect((await post('/api/indexnow/visit', { path: '/btc-to-usd' }, PROXIED)).status).toBe(202);
    });

    it('without OPERATOR_TOKEN, behind a trusted proxy, a forwarded visitor is refused and the machine itself is not', async () => {
      const { post, engine } = await start({}, { trustProxy: 'loopback' });
      for (const headers of [PROXIED, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=203.0.113.9' }]) {
        const res = await post('/api/sitemap/submit', undefined, headers);
        expect([headers, res.status]).toEqual([headers, 403]);
        expect(res.body.error).toContain('OPERATOR_TOKEN');
      }
      expect(engine.received).toEqual([]);
      expect((await post('/api/sitemap/submit')).status).toBe(200);
    });

    it('with OPERATOR_TOKEN, the right token works from any address; a missing or wrong one is 401', async () => {
      const token = 'operator-secret-1';
      const { post, engine } = await start({ OPERATOR_TOKEN: token }, { trustProxy: 'loopback' });
      const wrong: Record<string, string>[] = [
        {},
        PROXIED,
        { 'x-operator-token': 'wrong' },
        { 'x-operator-token': 'operator-secret-2' },
        { ...PROXIED, 'x-operator-token': `${token}x` },
      ];
      for (const headers of wrong) {
        const res = await post('/api/sitemap/submit', undefined, headers);
        expect([headers, res.status]).toEqual([headers, 401]);
        expect(res.body.error).toContain('operator token');
      }
      expect(engine.received).toEqual([]);
      const remote = await post('/api/sitemap/submit', undefined, { ...PROXIED, 'x-operator-token': token });
      expect(remote.status).toBe(200);
      expect(remote.body).toMatchObject({ success: true });
      const forwarded = await post(
        '/api/indexnow/submit',
        { url: '/eth-to-usd/7' },
        { forwarded: 'for=198.51.100.4', 'x-operator-token': token },
      );
      expect(forwarded.status).toBe(200);
      expect(engine.received).toHaveLength(2);
    });
  });

  it('limits operator requests per IP with a 429 JSON answer', async () => {
    const { post } = await start();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await post('/api/indexnow/submit', { url: `/btc-to-usd/${i + 1}` }));
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.body.error).toContain('rate limited');
  });

  describe('pages reported by visitors', () => {
    it('queues sitemap pages and sends them as one batch per interval, each once a day', async () => {
      const { post, engine } = await start({ INDEXNOW_VISIT_FLUSH_SECONDS: '1' });
      for (let i = 0; i < 20; i++) {
        const { status, body } = await post('/api/indexnow/visit', { path: i % 2 ? '/btc-to-usd' : '/eth-to-usd/0.5' });
        expect(status).toBe(202);
        expect(body).toMatchObject({ success: true, queued: true });
      }
      await expect.poll(() => engine.received.length, { timeout: 5000 }).toBe(1);
      expect(engine.received[0]!.urlList.sort()).toEqual([`${SITE}/btc-to-usd`, `${SITE}/eth-to-usd/0.5`]);

      // The same pages again the same day: queued, but the service skips them.
      await post('/api/indexnow/visit', { path: '/btc-to-usd' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(engine.received.length).toBe(1);
    });

    it('queues any page of the catalog-wide sitemap at its canonical path', async () => {
      const { post, engine } = await start({ INDEXNOW_VISIT_FLUSH_SECONDS: '1' });
      for (const path of ['/tokamak-network-to-eur', '/fkc-to-try', '/usd-to-sol', '/sol-to-btc', '/render-to-usd']) {
        expect((await post('/api/indexnow/visit', { path })).body, path).toMatchObject({ queued: true });
      }
      // Not listed: other names of listed pages (an alias, a coin's id), a fiat outside SITEMAP_FIATS.
      for (const path of ['/rndr-to-usd', '/fakecoin-to-usd', '/btc-to-chf']) {
        expect((await post('/api/indexnow/visit', { path })).body, path).toMatchObject({ queued: false });
      }
      await expect.poll(() => engine.received.length, { timeout: 5000 }).toBe(1);
      expect(engine.received[0]!.urlList).toHaveLength(5);
    });

    it('does not queue pages outside the sitemap, nor URLs of other hosts', async () => {
      const { post, engine } = await start({ INDEXNOW_VISIT_FLUSH_SECONDS: '1' });
      const outside = await post('/api/indexnow/visit', { path: '/btc-to-usd/123456' });
      expect(outside).toMatchObject({ status: 202, body: { success: true, queued: false } });
      for (const path of ['https://evil.example/x', '//evil.example/x', 'btc-to-usd', 42]) {
        const { status, body } = await post('/api/indexnow/visit', { path });
        expect(status, String(path)).toBe(400);
        expect(typeof body.error).toBe('string');
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(engine.received).toEqual([]);
    });

    it('needs no operator token, and limits each address', async () => {
      const { post } = await start({ OPERATOR_TOKEN: 'operator-secret-1' });
      let last = 0;
      for (let i = 0; i < 31; i++) last = (await post('/api/indexnow/visit', { path: '/btc-to-usd' })).status;
      expect(last).toBe(429);
    });
  });
});
