import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { type Env, parseEnv } from '../env';
import { createLogger, type Logger } from '../lib/logger';
import type { OgCards } from '../og/og-cards';
import { builtClientRouter } from '../routes/pages';
import type { MessagesLoader } from '../seo/page-i18n';
import type { AppRenderer } from '../seo/page-renderer';
import { createPageServices } from '../seo/page-services';
import type { StaticPageStore } from '../seo/static-pages';
import { createServices, type Services } from '../services';
import { LIVE_VENUES_UNREACHABLE } from './unreachable-upstreams';

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
 * The whole site as production wires it (API, sitemap, key file, built-client router with
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
    COINBASE_BASE_URL: 'http://127.0.0.1:9',
    DEFILLAMA_BASE_URL: 'http://127.0.0.1:9',
    BINANCE_BASE_URL: 'http://127.0.0.1:9',
    FRANKFURTER_BASE_URL: 'http://127.0.0.1:9',
    INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow',
    UPSTREAM_CALLS_PER_MINUTE: '100000',
    ...env,
  });
  const logger = createLogger(parsed.LOG_LEVEL);
  const services = createServices(parsed, logger);
  const pages = createPageServices({
    ...services,
    logger,
    siteUrl: parsed.SITE_URL,
    dataDir: parsed.DATA_DIR,
    template: async () => PAGE_TEMPLATE,
    ...(loadMessages ? { loadMessages } : {}),
    ...(renderApp ? { renderApp } : {}),
    refreshSeconds: 0,
  });
  const app = createApp({
    ...services,
    logger,
    siteUrl: parsed.SITE_URL,
    operatorToken: parsed.OPERATOR_TOKEN,
    staticPages: pages.staticPages,
    client: builtClientRouter(clientDir, pages),
    ogCards: ogCards?.({ services, env: parsed, logger }),
  });
  services.visits.start(parsed.INDEXNOW_VISIT_FLUSH_SECONDS * 1000);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    env: parsed,
    services,
    staticPages: pages.staticPages,
    async close() {
      pages.staticPages.stop();
      services.visits.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      services.store.close();
      services.state.close();
      rmSync(clientDir, { recursive: true, force: true });
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
