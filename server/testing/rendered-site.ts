import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderApp } from '../../client/src/entry-server';
import { parseEnv } from '../env';
import { createSite } from '../site';
import { type ListeningSite, listenSite, templateClient } from './listen-site';
import { LIVE_VENUES_UNREACHABLE, OTHER_UPSTREAMS_UNREACHABLE } from './unreachable-upstreams';

/** The smallest template the real app renders into: where the head and the app go. */
export const BARE_TEMPLATE = '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>';

export type RenderedSite = ListeningSite & { dataDir: string };

/**
 * The site as createSite assembles it, its pages rendered by the real app into BARE_TEMPLATE, on
 * the bundled price snapshot with every upstream unreachable (nothing leaves the machine), in
 * folders of its own that `close` removes. `env` adds to or overrides that environment.
 */
export async function listenRenderedSite(env: Record<string, string> = {}): Promise<RenderedSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rendered-site-data-'));
  const clientDir = mkdtempSync(join(tmpdir(), 'rendered-site-client-'));
  const parsed = parseEnv({
    RATES_PROVIDER: 'snapshot',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    COINGECKO_BASE_URL: 'http://127.0.0.1:9',
    ...LIVE_VENUES_UNREACHABLE,
    ...OTHER_UPSTREAMS_UNREACHABLE,
    STATIC_PAGES_REFRESH_SECONDS: '0',
    ...env,
  });
  const client = templateClient(clientDir, BARE_TEMPLATE, { renderApp });
  const running = await listenSite(await createSite(parsed, { client, app: { limits: undefined } }));
  return {
    ...running,
    dataDir,
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
