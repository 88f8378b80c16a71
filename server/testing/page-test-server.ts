import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Env, parseEnv } from '../env';
import type { Logger } from '../lib/logger';
import type { OgCards } from '../og/og-cards';
import { builtClientRouter } from '../pages/pages-route';
import type { MessagesLoader } from '../i18n/page-i18n';
import type { AppRenderer } from '../pages/page-renderer';
import type { StaticPageStore } from '../pages/static-pages';
import type { Services } from '../services';
import { createSite } from '../site';
import { LIVE_VENUES_UNREACHABLE, OTHER_UPSTREAMS_UNREACHABLE } from './unreachable-upstreams';

/** A minimal built index.html: the markers the page renderer fills in. */
export const PAGE_TEMPLATE = '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>';

export type PageTestServer = {
  port: number;
  baseUrl: string;
  dataDir: string;
  env: Env;
  services: Services;
  staticPages: StaticPageStore;
  close: () => Promise<void>;
};

/**
 * The whole site as production builds it (createSite: API, sitemap, key file, built-client router with
 * server-rendered pages) on 127.0.0.1, ephemeral port. Pass the client's real `renderApp`
 * (from client/src/entry-server, importable under vitest) for real SSR; without it pages carry
 * only their head. Nothing leaves the machine unless `env` points somewhere.
 */
export async function startPageTestServer(
  env: Record<string, string>,
  {
    renderApp,
    loadMessages,
    dataDir: givenDataDir,
    ogCards,
  }: {
    renderApp?: AppRenderer;
    /** The client's catalogs (entry-server's loadMessages) for the head; English source texts without. */
    loadMessages?: MessagesLoader;
    dataDir?: string;
    /** The social cards the app serves (default: the real ones), made from the server's own services. */
    ogCards?: (site: { services: Services; env: Env; logger: Logger }) => OgCards;
  } = {},
): Promise<PageTestServer> {
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'page-test-data-'));
  const clientDir = mkdtempSync(join(tmpdir(), 'page-test-client-'));
  writeFileSync(join(clientDir, 'index.html'), PAGE_TEMPLATE);
  const parsed = parseEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    COINGECKO_BASE_URL: 'http://127.0.0.1:9',
    ...LIVE_VENUES_UNREACHABLE,
    ...OTHER_UPSTREAMS_UNREACHABLE,
    UPSTREAM_CALLS_PER_MINUTE: '100000',
    // Limits and regeneration only where a test asks for them.
    API_READS_PER_MINUTE: '1000000',
    PAGE_VIEWS_PER_MINUTE: '1000000',
    STATIC_PAGES_REFRESH_SECONDS: '0',
    ...env,
  });
  const site = await createSite(parsed, {
    client: { template: async () => PAGE_TEMPLATE, renderApp, loadMessages, handlers: (pages) => builtClientRouter(clientDir, pages) },
    ...(ogCards ? { app: (built: { services: Services; env: Env; logger: Logger }) => ({ ogCards: ogCards(built) }) } : {}),
  });
  site.start();
  const { services } = site;
  const staticPages = site.staticPages!;
  const server: Server = await new Promise((resolve) => {
    const s = site.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    env: parsed,
    services,
    staticPages,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.close();
      rmSync(clientDir, { recursive: true, force: true });
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
