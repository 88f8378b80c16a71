import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { AlertChecker } from './alerts/alert-checker';
import { parseEnv } from './env';
import { documentedLimit } from './openapi/document';
import { inlineScriptHashes } from './lib/inline-script-hashes';
import { GracefulShutdown } from './lib/graceful-shutdown';
import { createLogger } from './lib/logger';
import { builtClientRouter, pageHandler, readBuiltTemplate } from './routes/pages';
import { inlineStylesheets } from './seo/page-renderer';
import { createPageServices } from './seo/page-services';
import { createServices } from './services';

const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
const services = createServices(env, logger);
const limits = { apiReadsPerMinute: env.API_READS_PER_MINUTE, pageViewsPerMinute: env.PAGE_VIEWS_PER_MINUTE };
const pageOptions = {
  ...services,
  logger,
  siteUrl: env.SITE_URL,
  dataDir: env.DATA_DIR,
  refreshSeconds: env.STATIC_PAGES_REFRESH_SECONDS,
  apiLimit: documentedLimit(limits),
};

async function clientOptions() {
  if (env.NODE_ENV === 'development') {
    const { createDevClient } = await import('./dev-client');
    const dev = await createDevClient();
    const pages = createPageServices({ ...pageOptions, template: dev.template, renderApp: dev.renderApp, loadMessages: dev.loadMessages });
    return { staticPages: pages.staticPages, i18nFor: pages.i18nFor, client: [dev.widgetScript, dev.assets, pageHandler(pages)], strictCsp: false };
  }
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const indexHtml = inlineStylesheets(readBuiltTemplate(clientDir), (href) => readFileSync(join(clientDir, href), 'utf8'));
  const { renderApp, loadMessages } = await import('../client/src/entry-server');
  const pages = createPageServices({ ...pageOptions, template: async () => indexHtml, renderApp, loadMessages });
  return {
    staticPages: pages.staticPages,
    i18nFor: pages.i18nFor,
    client: builtClientRouter(clientDir, pages),
    inlineScriptHashes: inlineScriptHashes(indexHtml),
  };
}

const client = await clientOptions();
const { staticPages } = client;
const shutdown = new GracefulShutdown({ logger });
const app = createApp({
  ...services,
  logger,
  siteUrl: env.SITE_URL,
  operatorToken: env.OPERATOR_TOKEN,
  trustProxy: env.TRUST_PROXY,
  limits,
  metricsToken: env.METRICS_TOKEN,
  readiness: {
    shuttingDown: () => shutdown.inProgress,
    ...(services.shared ? { redis: () => services.shared!.ping() } : {}),
  },
  ...client,
});
services.rates.warmUp();
// Price alerts: checked after each refresh and every ALERT_CHECK_SECONDS (which keeps prices refreshing while alerts exist).
const alertChecker = new AlertChecker({ ...services.alerts, catalog: services.catalog, rates: services.rates, logger, i18nFor: client.i18nFor });
alertChecker.start(env.ALERT_CHECK_SECONDS * 1000);
services.visits.start(env.INDEXNOW_VISIT_FLUSH_SECONDS * 1000);
if (env.STATIC_PAGES_REFRESH_SECONDS > 0) staticPages.schedule(env.STATIC_PAGES_REFRESH_SECONDS * 1000);

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(
    { port, provider: env.RATES_PROVIDER, upstream: env.RATES_PROVIDER === 'coingecko' ? env.COINGECKO_BASE_URL : null },
    `Crypto converter listening on http://localhost:${port}`,
  );
});

// SIGTERM/SIGINT: /readyz turns 503, requests in flight finish, then the store closes (10 s at most).
shutdown.onSignals(server, {
  stop: () => {
    staticPages.stop();
    services.visits.stop();
    alertChecker.stop();
  },
  close: () => {
    services.alerts.store.close();
    services.store.close();
  },
});
