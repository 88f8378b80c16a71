import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KNOWN_FIATS } from '@shared/currencies/fiat-currencies';
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { SNAPSHOT_DATE } from '../rates/providers/snapshot-prices';
import { Sitemap } from '../pages/sitemap';
import type { RatesStore } from '../store/rates-store';
import { openSqliteStore } from '../store/sqlite-store';
import { type FakeIndexNow, startFakeIndexNow } from '../testing/fake-indexnow';
import { INDEXNOW_MAX_URLS_PER_REQUEST, type IndexNowOptions, IndexNowService } from './indexnow-service';

const SITE = 'https://converter.example';
const logger = createLogger('silent');

let engine: FakeIndexNow;
let dir: string;
let store: RatesStore;
let clock: { now: number };
beforeEach(async () => {
  engine = await startFakeIndexNow();
  dir = mkdtempSync(join(tmpdir(), 'indexnow-service-'));
  store = openSqliteStore(dir, logger);
  clock = { now: Date.parse('2025-06-01T12:00:00Z') };
});
afterEach(async () => {
  store.close();
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

function service(options: { maxUrlsPerRequest?: number; store?: IndexNowOptions['store'] } = {}) {
  return new IndexNowService({
    endpoint: engine.url,
    siteUrl: SITE,
    key: 'a1b2c3d4e5f6a7b8',
    store: options.store ?? store,
    logger,
    timeoutMs: 2000,
    now: () => clock.now,
    ...(options.maxUrlsPerRequest ? { maxUrlsPerRequest: options.maxUrlsPerRequest } : {}),
  });
}

/** The sitemap of the bundled lists in ten fiats: the new, catalog-wide URL set. */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = new Sitemap({
    catalog: { cryptos: async () => [...KNOWN_COINS], fiats: async () => [...KNOWN_FIATS] },
    rates: { dataStatus: () => ({ source: 'snapshot', asOf: new Date(SNAPSHOT_DATE), upstream: 'not-configured', lastFailure: null }) },
    fiatCodes: ['usd', 'eur', 'gbp', 'jpy', 'inr', 'cad', 'aud', 'brl', 'krw', 'try'],
  });
  return sitemap.paths();
}

describe('IndexNowService batching', () => {
  it('sends the sitemap in requests of at most the limit, each URL once, then nothing again that day', async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(500);
    const result = await service({ maxUrlsPerRequest: 100 }).submit(paths);
    const requests = Math.ceil(paths.length / 100);
    expect(result).toMatchObject({ success: true, submitted: paths.length, skipped: 0, status: 200 });
    expect(result.message).toBe(`IndexNow accepted ${paths.length} URLs in ${requests} requests.`);
    expect(engine.received).toHaveLength(requests);
    for (const batch of engine.received) expect(batch.urlList.length).toBeLessThanOrEqual(100);
    const sent = engine.received.flatMap((batch) => batch.urlList);
    expect(sent).toEqual(paths.map((path) => SITE + path));

    // Within the day: every URL skipped, no request. A day later: all due again.
    clock.now += 23 * 3600_000;
    expect(await service({ maxUrlsPerRequest: 100 }).submit(paths)).toMatchObject({ success: true, submitted: 0, skipped: paths.length });
    expect(engine.received).toHaveLength(requests);
    clock.now += 3600_000;
    expect(await service({ maxUrlsPerRequest: 100 }).submit(paths)).toMatchObject({ submitted: paths.length });
    expect(engine.received).toHaveLength(2 * requests);
  });

  it('keeps to IndexNow’s 10,000 URLs a request by default', async () => {
    expect(INDEXNOW_MAX_URLS_PER_REQUEST).toBe(10_000);
    const urls = Array.from({ length: 25_000 }, (_, i) => `/btc-to-usd/${i + 1}`);
    expect(await service().submit(urls)).toMatchObject({ success: true, submitted: 25_000, skipped: 0 });
    expect(engine.received.map((batch) => batch.urlList.length)).toEqual([10_000, 10_000, 5_000]);
  });

  it('stops at the first refused request: what was accepted is marked, the rest goes with a later submit', async () => {
    const paths = (await sitemapPaths()).slice(0, 250);
    // The engine starts limiting right after the first batch is accepted (and marked).
    let marks = 0;
    const limiting: IndexNowOptions['store'] = {
      loadSetting: (key) => store.loadSetting(key),
      saveSetting: (key, value) => store.saveSetting(key, value),
      lastSubmitted: (urls) => store.lastSubmitted(urls),
      markSubmitted: (urls, at) => {
        store.markSubmitted(urls, at);
        if (++marks === 1) engine.setStatus(429);
      },
    };
    const first = await service({ maxUrlsPerRequest: 100, store: limiting }).submit(paths);
    expect(first).toMatchObject({ success: false, submitted: 100, skipped: 0, status: 429 });
    expect(first.message).toBe(
      'IndexNow accepted 100 URLs in 1 request, then: IndexNow is limiting requests (429); we will wait before sending again.',
    );
    expect(engine.received).toHaveLength(2);

    engine.setStatus(200);
    const later = await service({ maxUrlsPerRequest: 100 }).submit(paths);
    expect(later).toMatchObject({ success: true, submitted: 150, skipped: 100 });
    expect(engine.received.slice(2).flatMap((batch) => batch.urlList)).toEqual(paths.slice(100).map((path) => SITE + path));
  });

  it('honours the backoff across the remaining batches of the same service', async () => {
    const paths = (await sitemapPaths()).slice(0, 150);
    const indexnow = service({ maxUrlsPerRequest: 100 });
    engine.setStatus(429);
    expect(await indexnow.submit(paths)).toMatchObject({ success: false, submitted: 0, status: 429 });
    engine.setStatus(200);
    const waiting = await indexnow.submit(paths);
    expect(waiting).toMatchObject({ success: false, submitted: 0 });
    expect(waiting.message).toContain('slow down');
    expect(engine.received).toHaveLength(1);
  });
});
