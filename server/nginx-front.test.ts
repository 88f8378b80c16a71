import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../e2e/support/stack';
import { type FakeCoinGecko, startFakeCoinGecko } from './testing/fake-coingecko';
import { ensureNginx, type NginxProcess, startNginx } from './testing/nginx-server';
import { freePort } from './testing/system-tools';
import { LIVE_VENUES_UNREACHABLE } from './testing/unreachable-upstreams';

/**
 * deploy/nginx/crypto-converter.conf (decision 013) in front of two production instances (the built
 * `dist/`), over TLS on 127.0.0.1: both instances serve, hashed files come from the edge cache,
 * responses are compressed, /metrics and the operator POSTs stay private, the client's address
 * reaches the limits, a browser uses the site through it, and killing an instance loses no request.
 *
 * Needs the production build and Debian's nginx and Chromium, so it runs in `npm run test:nginx`
 * (after `npm run build` in `npm test`), not in `npm run test:unit`.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const API_LIMIT = 30;

const enabled = process.env.NGINX_FRONT_TEST === '1';
const nginxAvailable = enabled ? ensureNginx() : ({ ok: false, reason: 'run it with `npm run test:nginx`' } as const);
const skipReason = !enabled
  ? 'it needs the production build: run `npm run test:nginx`'
  : !nginxAvailable.ok
    ? nginxAvailable.reason
    : !existsSync(CHROMIUM)
      ? `no Chromium at ${CHROMIUM}: run \`node scripts/ensure-chromium.mjs\``
      : null;
if (skipReason) console.warn(`nginx front test skipped: ${skipReason}`);
const brotli = nginxAvailable.ok && nginxAvailable.brotli;

type Instance = { name: string; address: string; child: ChildProcess; dataDir: string };
type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string };

let fake: FakeCoinGecko;
let nginx: NginxProcess;
const instances: Instance[] = [];

/**
 * One request, bytes as they came (no decompression, so Content-Encoding can be checked), from
 * a chosen loopback address: 127.0.0.2, .3… are distinct visitors to nginx.
 */
function get(
  url: string,
  options: { headers?: Record<string, string>; from?: string; method?: string; body?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: options.method ?? 'GET',
        headers: { 'accept-encoding': 'identity', ...options.headers },
        localAddress: options.from ?? '127.0.0.1',
        ca: nginx?.cert,
        agent: false,
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

const edge = (path: string, options?: Parameters<typeof get>[1]) => get(`${nginx.httpsUrl}${path}`, options);

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `nginx-front-${name}-`));
  const unreachable = 'http://127.0.0.1:9';
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      API_READS_PER_MINUTE: String(API_LIMIT),
      STATIC_PAGES_REFRESH_SECONDS: '0',
      COINGECKO_BASE_URL: fake.url,
      UPSTREAM_CALLS_PER_MINUTE: '1000',
      ...LIVE_VENUES_UNREACHABLE,
      COINBASE_BASE_URL: unreachable,
      DEFILLAMA_BASE_URL: unreachable,
      BINANCE_BASE_URL: unreachable,
      FRANKFURTER_BASE_URL: unreachable,
      INDEXNOW_ENDPOINT: `${unreachable}/indexnow`,
      COIN_IMAGE_CDN_URL: unreachable,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const address = `127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`instance ${name} did not answer: ${output}`);
    const ready = await get(`http://${address}/api/currencies/fiat`).then(
      (a) => a.status === 200,
      () => false,
    );
    if (ready) return { name, address, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Which upstream(s) served each logged request, e.g. ["127.0.0.1:5001"] or both on a retry. */
/**
 * The access log's lines after the first `before`, once there are at least `count` of them:
 * nginx writes a request's line after sending its answer, so the client can be ahead of the log.
 */
async function logSince(before: number, count: number): Promise<string[]> {
  await expect.poll(() => nginx.accessLog().length - before, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
  return nginx.accessLog().slice(before);
}

function upstreamsOf(line: string): string[] {
  return (/ upstream=(\S+(?:, \S+)*) ustatus=/.exec(line)?.[1] ?? '').split(', ').filter((u) => u !== '-');
}

function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) return resolve();
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGKILL');
  });
}

describe.skipIf(skipReason !== null)('nginx in front of two instances (deploy/nginx/crypto-converter.conf)', () => {
  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist/server/index.js')) || !existsSync(join(ROOT, 'dist/client/index.html'))) {
      execSync('npm run build', { cwd: ROOT, stdio: 'ignore', timeout: 240_000 });
    }
    fake = await startFakeCoinGecko();
    instances.push(...(await Promise.all([startInstance('a'), startInstance('b')])));
    nginx = await startNginx({
      upstreams: instances.map((i) => i.address),
      httpPort: await freePort(),
      httpsPort: await freePort(),
      brotli,
    });
  }, 300_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map(stopInstance));
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    await fake?.close();
  });

  it('serves pages from both instances, compressed, with a request id', async () => {
    const before = nginx.accessLog().length;
    const pages = await Promise.all(
      ['/btc-to-usd', '/eth-to-usd', '/', '/crypto-profit-calculator', '/btc-to-usd', '/about'].map((path) =>
        edge(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      ),
    );
    for (const page of pages) {
      expect(page.status).toBe(200);
      // The instances compress pages once per render, Brotli first; nginx passes that on.
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    }
    const served = (await logSince(before, pages.length)).flatMap(upstreamsOf);
    expect(new Set(served)).toEqual(new Set(instances.map((i) => i.address)));
    const id = pages[0]!.headers['x-request-id'] as string;
    expect(nginx.accessLog().some((line) => line.endsWith(`id=${id}`))).toBe(true);

    // What the instances leave uncompressed (API JSON), nginx compresses: gzip, and brotli with the module.
    const chart = '/api/chart?from=bitcoin&to=usd&range=7d';
    const direct = await get(`http://${instances[0]!.address}${chart}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(direct.status).toBe(200);
    expect(direct.headers['content-encoding']).toBeUndefined();
    expect((await edge(chart, { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    if (brotli) {
      const html = await edge('/btc-to-usd', { headers: { 'accept-encoding': 'br' } });
      expect(html.headers['content-encoding']).toBe('br');
      expect((await edge(chart, { headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');
    }
    const plain = await edge('/btc-to-usd');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('1 BTC = 100,000.00 USD');
  });

  it('caches hashed assets and coin logos at the edge, never pages, the API or the service worker', async () => {
    const html = (await edge('/btc-to-usd')).text;
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    for (const encoding of ['gzip', ...(brotli ? ['br, gzip'] : [])]) {
      const first = await edge(script!, { headers: { 'accept-encoding': encoding } });
      const second = await edge(`${script}?v=${encoding.length}`, { headers: { 'accept-encoding': encoding } });
      expect(first.status).toBe(200);
      expect(first.headers['x-cache-status']).toBe('MISS');
      expect(second.headers['x-cache-status']).toBe('HIT');
      expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(second.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : 'br');
      expect(second.body.equals(first.body)).toBe(true);
    }
    const identity = await edge(script!);
    expect(identity.headers['x-cache-status']).toBe('MISS');
    expect(identity.headers['content-encoding']).toBeUndefined();

    await edge('/coin-images/bitcoin');
    const logo = await edge('/coin-images/bitcoin');
    expect(logo.status).toBe(200);
    expect(logo.headers['x-cache-status']).toBe('HIT');

    const before = nginx.accessLog().length;
    for (const path of [
      '/api/convert?from=bitcoin&to=usd',
      '/api/convert?from=bitcoin&to=usd',
      '/btc-to-usd',
      '/btc-to-usd',
      '/sw.js',
      '/sw.js',
    ]) {
      const answer = await edge(path);
      expect([path, answer.status, answer.headers['x-cache-status']]).toEqual([path, 200, undefined]);
      if (path === '/sw.js') expect(answer.headers['cache-control']).toBe('no-cache');
    }
    // Every one of them reached an instance.
    const lines = await logSince(before, 6);
    expect(lines.filter((line) => / cache=- /.test(line) && upstreamsOf(line).length > 0)).toHaveLength(6);
  });

  it('keeps /metrics private, sends http to https, answers a too-large body as JSON', async () => {
    for (const path of ['/metrics', '/METRICS', '/metrics/', '/%6detrics']) {
      const answer = await edge(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.text).not.toContain('http_requests_total');
    }
    // The instance itself serves them to this machine: nginx is what refuses.
    expect((await get(`http://${instances[0]!.address}/metrics`)).status).toBe(200);

    const redirect = await get(`${nginx.httpUrl}/btc-to-usd?amount=2`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('https://127.0.0.1/btc-to-usd?amount=2');

    const tooLarge = await edge('/api/indexnow/visit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `/${'x'.repeat(20_000)}` }),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.text)).toEqual({ error: 'That request is larger than 16 KB.' });
  });

  it('refuses the operator POSTs through nginx while no OPERATOR_TOKEN is set', async () => {
    // nginx sets X-Forwarded-For on every request, so no visitor counts as the instance's own machine.
    for (const path of ['/api/sitemap/submit', '/api/indexnow/submit-btc-fixed-amounts']) {
      const refused = await edge(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect([path, refused.status]).toEqual([path, 403]);
      expect(JSON.parse(refused.text)).toEqual({ error: expect.stringContaining('OPERATOR_TOKEN') });
    }
    // The instance itself still answers this machine: the proxy header is what makes it refuse.
    const direct = await get(`http://${instances[0]!.address}/api/indexnow/submit-btc-fixed-amounts`, { method: 'POST' });
    expect(direct.status).toBe(200);
  });

  it("gives the app each visitor's address and https (per-IP limits, HSTS)", async () => {
    // Each visitor (a loopback address of its own) has its own limit; without X-Forwarded-For every
    // request would count as nginx's. The instances count separately (no Redis here).
    let refusedAfter = 0;
    for (let i = 1; i <= 2 * API_LIMIT + 1; i++) {
      const answer = await edge('/api/convert?from=bitcoin&to=eur', { from: '127.0.0.2' });
      if (answer.status === 429) {
        refusedAfter = i;
        expect(JSON.parse(answer.text).error).toMatch(/rate limited/);
        break;
      }
      expect(answer.status).toBe(200);
    }
    expect(refusedAfter).toBeGreaterThan(API_LIMIT);
    const other = await edge('/api/convert?from=bitcoin&to=eur', { from: '127.0.0.3' });
    expect(other.status).toBe(200);
    expect(other.headers.ratelimit).toMatch(new RegExp(`remaining=${API_LIMIT - 1}\\b`));
    // A client cannot choose its address: nginx replaces X-Forwarded-For (one request per instance).
    for (let i = 0; i < 2; i++) {
      const forged = await edge('/api/convert?from=bitcoin&to=eur', {
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      expect(forged.status).toBe(429);
    }

    // The app sees https through X-Forwarded-Proto, so it sends HSTS; directly over http it does not.
    expect(other.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await get(`http://${instances[0]!.address}/healthz`)).headers['strict-transport-security']).toBeUndefined();
  });

  it('works in a browser through nginx', async () => {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({
        ignoreHTTPSErrors: true,
        serviceWorkers: 'block',
        locale: 'en-US',
        baseURL: nginx.httpsUrl,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/net::ERR_|status of 404/.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto('/btc-to-usd');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByRole('textbox', { name: 'Amount' }).fill('2');
      await page.getByTestId('conversion-result').filter({ hasText: '200,000.00 USD' }).waitFor();

      await page.goto('/crypto-profit-calculator');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(await page.getByLabel('Initial investment (USD)').inputValue()).toBe('1000');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 30_000);

  it('loses no request when an instance dies', async () => {
    const [survivor, victim] = instances as [Instance, Instance];
    const before = nginx.accessLog().length;
    const paths = ['/btc-to-usd', '/api/convert?from=ethereum&to=usd', '/eth-to-usd', '/healthz', '/api/currencies/fiat'];
    const statuses: number[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < 80) {
        const n = sent++;
        // Many visitors, so the survivor's per-IP limits stay out of the way.
        statuses.push((await edge(paths[n % paths.length]!, { from: `127.0.1.${n + 1}` })).status);
      }
    };
    const traffic = Promise.all([worker(), worker(), worker(), worker()]);
    while (sent < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    await stopInstance(victim);
    await traffic;

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const lines = await logSince(before, statuses.length);
    // Some requests went to the dead instance and were answered by the other one…
    expect(lines.some((line) => upstreamsOf(line).join() === `${victim.address},${survivor.address}`)).toBe(true);
    // …and once it was marked down, only the survivor served.
    expect(lines.slice(-10).map((line) => upstreamsOf(line).join())).toEqual(Array(10).fill(survivor.address));
  });
});
