import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Currency } from '@shared/schemas/currency';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { startTestServer, type TestServer } from '../testing/test-server';
import { CoinImageStore, monogram } from './coin-image-store';

// A 1×1 PNG, as the CDN would send it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let cdn: Server;
let cdnOrigin: string;
const hits: string[] = [];
beforeAll(async () => {
  cdn = createServer((req, res) => {
    hits.push(req.url!);
    if (req.url!.includes('/big')) return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(300 * 1024));
    if (req.url!.includes('/svg')) return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg onload="alert(1)"/>');
    if (req.url!.includes('/missing')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => cdn.close(() => resolve())));

const coin = (id: string, image: string): Currency => ({ id, name: id, symbol: id.slice(0, 3).toUpperCase(), image, type: 'crypto' });
const CATALOG = new Map<string, Currency>([
  ['bitcoin', coin('bitcoin', 'https://coin-images.coingecko.com/coins/images/1/large/bitcoin.png')],
  ['big', coin('big', 'https://coin-images.coingecko.com/coins/images/2/large/big.png')],
  ['svgcoin', coin('svgcoin', 'https://assets.coingecko.com/coins/images/3/large/svg.svg')],
  ['gone', coin('gone', 'https://coin-images.coingecko.com/coins/images/4/large/missing.png')],
  ['elsewhere', coin('elsewhere', 'https://evil.example/logo.png')],
  ['usd', { id: 'usd', name: 'US Dollar', symbol: 'USD', image: '', type: 'fiat' }],
]);

function store(dir: string, now = () => Date.now()) {
  return new CoinImageStore({
    dir,
    catalog: { find: async (id) => CATALOG.get(id) },
    logger: createLogger('silent'),
    timeoutMs: 2000,
    cdnOrigin,
    now,
  });
}

describe('CoinImageStore', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'coin-images-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    hits.length = 0;
  });

  it('fetches a logo once (concurrent requests share it), keeps it on disk, and reads it back after a restart', async () => {
    const dir = tempDir();
    const images = store(dir);
    const [a, b] = await Promise.all([images.get('bitcoin'), images.get('bitcoin')]);
    expect(a).toMatchObject({ contentType: 'image/png', original: true });
    expect(a!.body.equals(PNG)).toBe(true);
    expect(b).toBe(a);
    expect(hits).toEqual(['/coins/images/1/large/bitcoin.png']);
    expect(readdirSync(dir)).toEqual(['bitcoin.png']);

    const restarted = store(dir);
    expect((await restarted.get('bitcoin'))!.body.equals(PNG)).toBe(true);
    expect(hits).toHaveLength(1);
  });

  it('answers a monogram when the logo cannot be had, and waits 10 minutes before asking again', async () => {
    let now = 1_000_000;
    const images = store(tempDir(), () => now);
    for (const id of ['gone', 'big', 'svgcoin']) {
      const image = await images.get(id);
      expect(image, id).toMatchObject({ contentType: 'image/svg+xml', original: false });
    }
    expect(hits).toHaveLength(3);
    await images.get('gone');
    expect(hits).toHaveLength(3);
    now += 10 * 60 * 1000 + 1;
    await images.get('gone');
    expect(hits).toHaveLength(4);
  });

  it('never fetches from a host other than the CoinGecko CDN, and has no logo for fiat or unknown ids', async () => {
    const images = store(tempDir());
    expect(await images.get('elsewhere')).toMatchObject({ original: false });
    expect(await images.get('usd')).toMatchObject({ original: false });
    expect(await images.get('nope')).toBeUndefined();
    expect(hits).toEqual([]);
  });

  it('monograms show the ticker and nothing else', () => {
    const svg = monogram('<b>"x').body.toString();
    expect(svg).toContain('>BX<');
    expect(svg).not.toContain('<b>');
  });
});

describe('GET /coin-images/:id and the lists that point there', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ COIN_IMAGE_CDN_URL: cdnOrigin });
  });
  afterAll(() => server.close());

  it('lists coin logos at this site, never at a third-party host', async () => {
    const { body } = await server.get('/api/currencies/crypto');
    const bitcoin = (body as Currency[]).find((c) => c.id === 'bitcoin')!;
    expect(bitcoin.image).toBe('/coin-images/bitcoin');
    expect((body as Currency[]).every((c) => c.image === '' || c.image.startsWith('/coin-images/'))).toBe(true);
  });

  it('serves the logo with a week of caching, a monogram briefly, 404 for unknown or malformed ids', async () => {
    const logo = await fetch(`${server.baseUrl}/coin-images/bitcoin`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(logo.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);

    const fiat = await fetch(`${server.baseUrl}/coin-images/usd`);
    expect(fiat.headers.get('content-type')).toContain('image/svg+xml');
    expect(fiat.headers.get('cache-control')).toBe('public, max-age=600');

    for (const path of ['/coin-images/not-a-coin', '/coin-images/..%2F..%2Fetc%2Fpasswd', '/coin-images/BITCOIN']) {
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(404);
    }
    expect(existsSync(join(server.dataDir, 'coin-images', 'bitcoin.png'))).toBe(true);
  });
});
