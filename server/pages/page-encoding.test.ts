import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenRenderedSite, type RenderedSite } from '../testing/rendered-site';

// Pages as `npm start` sends them (the site assembled by createSite, over real HTTP): Brotli to
// a browser that takes it, gzip to one that takes only that, each compressed once per page.

let running: RenderedSite;

beforeAll(async () => {
  running = await listenRenderedSite();
});

afterAll(() => running.close());

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request, its body as the bytes sent (no decompression, so Content-Encoding can be checked). */
function raw(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${running.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages compressed once, in the encoding the browser takes best', () => {
  it('answers a browser’s “gzip, deflate, br, zstd” in Brotli, and gzip or plain HTML to clients without it', async () => {
    for (const path of ['/btc-to-usd', '/about', '/portfolio']) {
      const plain = await raw(path, {});
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const html = plain.body.toString('utf8');
      expect(html).toContain('<title>');

      const br = await raw(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);

      const gzip = await raw(path, { 'accept-encoding': 'gzip, deflate' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
      // Smaller than gzip, as it should be for text.
      expect(br.body.length).toBeLessThan(gzip.body.length);

      // One representation, one validator: a revalidation in either encoding is a 304.
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(gzip.headers.etag).toBe(plain.headers.etag);
      const again = await raw(path, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it('honours a client that rates Brotli lower or refuses it', async () => {
    expect((await raw('/btc-to-usd', { 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await raw('/btc-to-usd', { 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
  });
});
