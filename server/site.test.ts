import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../client/src/entry-server';
import { parseEnv } from './env';
import { createSite } from './site';
import { startFakeCoinGecko } from './testing/fake-coingecko';
import { listenSite, templateClient } from './testing/listen-site';
import { PAGE_TEMPLATE } from './testing/page-test-server';
import { LIVE_VENUES_UNREACHABLE, OTHER_UPSTREAMS_UNREACHABLE } from './testing/unreachable-upstreams';

/** What keeps the event loop alive, by kind (timers, sockets, file handles…), counted. */
function activeResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** Lets connection attempts that were under way at close time give up (their timeouts end). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

describe('the site as createSite builds it', () => {
  it('started, serving and closed, leaves no timer, socket or handle behind; closing twice is harmless', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-'));
    const clientDir = mkdtempSync(join(tmpdir(), 'site-client-'));
    await settle();
    const before = activeResources();
    const fake = await startFakeCoinGecko();
    const env = parseEnv({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      COINGECKO_BASE_URL: fake.url,
      ...LIVE_VENUES_UNREACHABLE,
      ...OTHER_UPSTREAMS_UNREACHABLE,
      // Every background task on: alert checks, IndexNow batches, page regeneration.
      ALERT_CHECK_SECONDS: '5',
      INDEXNOW_VISIT_FLUSH_SECONDS: '1',
      STATIC_PAGES_REFRESH_SECONDS: '60',
    });
    const running = await listenSite(await createSite(env, { client: templateClient(clientDir, PAGE_TEMPLATE, { renderApp }) }));
    running.site.start();
    running.site.start();
    for (const path of ['/btc-to-usd', '/api/convert?from=bitcoin&to=usd', '/readyz']) {
      expect((await fetch(`${running.baseUrl}${path}`)).status, path).toBe(200);
    }
    expect(activeResources()).not.toEqual(before);

    await running.close();
    await running.site.close();
    // The upstream fake closes its side of the keep-alive connections the site's fetches pooled.
    await fake.close();
    await settle();
    expect(activeResources()).toEqual(before);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }, 60_000);
});
