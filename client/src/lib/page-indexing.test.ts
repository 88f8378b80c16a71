import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocalHost, reportPageForIndexing } from './page-indexing';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isLocalHost', () => {
  it('recognises development hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'app.localhost']) expect(isLocalHost(host), host).toBe(true);
    for (const host of ['converter.example', '10.0.0.5', 'localhost.example.com']) expect(isLocalHost(host), host).toBe(false);
  });
});

describe('reportPageForIndexing', () => {
  it('never reports from localhost', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await reportPageForIndexing('/btc-to-usd', 'localhost')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the path once per page per visit', async () => {
    const fetch = vi.fn(async () => new Response('{"success":true,"queued":true,"message":""}', { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    expect(await reportPageForIndexing('/eth-to-usd', 'converter.example')).toBe(true);
    expect(await reportPageForIndexing('/eth-to-usd', 'converter.example')).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/indexnow/visit');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ path: '/eth-to-usd' });
  });

  it('only logs a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await reportPageForIndexing('/sol-to-usd', 'converter.example')).toBe(false);
    expect(info).toHaveBeenCalled();
  });
});
