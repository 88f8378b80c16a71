import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageTestServer, type PageTestServer } from '../testing/page-test-server';

let server: PageTestServer;
beforeAll(async () => {
  server = await startPageTestServer({ RATES_PROVIDER: 'snapshot' });
});
afterAll(() => server.close());

/** A GET with the path sent byte for byte (fetch would read a backslash as a slash first). */
function get(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where a browser would go: a Location it reads as another host fails this. */
function expectSameSite(location: string | undefined): void {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location!, 'https://site.example').host).toBe('site.example');
}

describe('page redirects stay on this site', () => {
  it('sends /de//developers to the English-only /developers, as /de/developers goes', async () => {
    expect(await get('/de/developers')).toEqual({ status: 301, location: '/developers' });
    expect(await get('/de//developers')).toEqual({ status: 301, location: '/developers' });
    expect(await get('/de///developers?x=1')).toEqual({ status: 301, location: '/developers?x=1' });
  });

  it('gives an English-only page with repeated slashes its one URL', async () => {
    expect(await get('//developers')).toEqual({ status: 301, location: '/developers' });
    expect((await get('/developers')).status).toBe(200);
  });

  it('sends pair pages with repeated slashes to their canonical path, one leading slash', async () => {
    expect(await get('//btc-to-usd')).toEqual({ status: 301, location: '/btc-to-usd' });
    expect(await get('/de//btc-to-usd')).toEqual({ status: 301, location: '/de/btc-to-usd' });
    expect(await get('//evil.example/btc-to-usd')).toEqual({ status: 301, location: '/btc-to-usd' });
  });

  it('never answers a Location another host could be read from, backslashes included', async () => {
    const paths = [
      '/de//developers',
      '//developers',
      '/de//btc-to-usd',
      '//btc-to-usd',
      '/\\btc-to-usd',
      '/de/\\/developers',
      '/de//\\developers',
      '/\\/evil.example/btc-to-usd',
    ];
    for (const path of paths) {
      const { status, location } = await get(path);
      if (status === 301) expectSameSite(location);
      else expect(location, path).toBeUndefined();
    }
  });
});
