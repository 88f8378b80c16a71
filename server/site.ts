import type { Express, RequestHandler } from 'express';
import { type AppOptions, createApp } from './app';
import { AlertChecker } from './alerts/alert-checker';
import type { Env } from './env';
import { createLogger, type Logger } from './lib/logger';
import { documentedLimit } from './public-api/document';
import type { AppRenderer, HtmlTemplate } from './pages/page-renderer';
import type { I18nFactory, MessagesLoader } from './i18n/page-i18n';
import { createPageServices, type PageServices } from './pages/page-services';
import type { StaticPageStore } from './pages/static-pages';
import { createServices, type Services } from './services';

/** How the site's pages are drawn: the built client, Vite in development, or a test template. */
export type SiteClient = {
  template: HtmlTemplate;
  renderApp?: AppRenderer | undefined;
  loadMessages?: MessagesLoader | undefined;
  /** The request handlers that serve pages and assets, given the page services. */
  handlers: (pages: PageServices) => RequestHandler | RequestHandler[];
  strictCsp?: boolean;
  inlineScriptHashes?: string[];
};

export type SiteOptions = {
  logger?: Logger;
  /** Without a client the site serves the API, probes and cards only (API tests). */
  client?: SiteClient;
  /** Test overrides of the app's options (readiness hooks, a recording card renderer made from the services). */
  app?: Partial<AppOptions> | ((built: { services: Services; env: Env; logger: Logger }) => Partial<AppOptions>);
};

export type Site = {
  app: Express;
  services: Services;
  staticPages: StaticPageStore | undefined;
  env: Env;
  logger: Logger;
  /**
   * Starts the background work in order: price warm-up, alert checks, IndexNow queue, page
   * refresh. Tests that count upstream calls from zero skip the warm-up.
   */
  start(options?: { warmUp?: boolean }): void;
  /** Stops what `start` began, newest first; safe to call twice. */
  stopBackground(): void;
  /** Stops the background work, then closes the stores and Redis; safe to call twice. */
  close(): Promise<void>;
  /** Marks the site as shutting down, so /readyz answers 503. */
  beginShutdown(): void;
};

/**
 * The one place the site is assembled from a parsed environment (decision 021): services, page
 * services, the Express app and every background task. server/index.ts and the tests that run
 * the site as production does (child processes, fault tests) all build it here.
 */
export async function createSite(env: Env, options: SiteOptions = {}): Promise<Site> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const services = createServices(env, logger);
  const limits = { apiReadsPerMinute: env.API_READS_PER_MINUTE, pageViewsPerMinute: env.PAGE_VIEWS_PER_MINUTE };
  const pages = options.client
    ? createPageServices({
        ...services,
        logger,
        siteUrl: env.SITE_URL,
        dataDir: env.DATA_DIR,
        refreshSeconds: env.STATIC_PAGES_REFRESH_SECONDS,
        apiLimit: documentedLimit(limits),
        template: options.client.template,
        renderApp: options.client.renderApp,
        loadMessages: options.client.loadMessages,
      })
    : null;
  let shuttingDown = false;
  const app = createApp({
    ...services,
    logger,
    siteUrl: env.SITE_URL,
    operatorToken: env.OPERATOR_TOKEN,
    trustProxy: env.TRUST_PROXY,
    limits,
    cardsPerMinute: env.CARDS_PER_MINUTE,
    metricsToken: env.METRICS_TOKEN,
    readiness: {
      shuttingDown: () => shuttingDown,
      ...(services.shared ? { redis: () => services.shared!.ping() } : {}),
      stateWritable: () => services.state.canWrite(),
    },
    ...(pages
      ? {
          staticPages: pages.staticPages,
          i18nFor: pages.i18nFor,
          client: options.client!.handlers(pages),
          ...(options.client!.strictCsp === false ? { strictCsp: false } : {}),
          ...(options.client!.inlineScriptHashes ? { inlineScriptHashes: options.client!.inlineScriptHashes } : {}),
        }
      : {}),
    ...(typeof options.app === 'function' ? options.app({ services, env, logger }) : options.app),
  });

  const i18nFor: I18nFactory | undefined = pages?.i18nFor;
  const alertChecker = new AlertChecker({ ...services.alerts, catalog: services.catalog, rates: services.rates, logger, i18nFor });
  let started = false;
  let closed: Promise<void> | null = null;

  const site: Site = {
    app,
    services,
    staticPages: pages?.staticPages,
    env,
    logger,
    start({ warmUp = true } = {}) {
      if (started) return;
      started = true;
      if (warmUp) services.rates.warmUp();
      // Checked after each refresh and every ALERT_CHECK_SECONDS (which keeps prices refreshing while alerts exist).
      alertChecker.start(env.ALERT_CHECK_SECONDS * 1000);
      services.visits.start(env.INDEXNOW_VISIT_FLUSH_SECONDS * 1000);
      if (pages && env.STATIC_PAGES_REFRESH_SECONDS > 0) pages.staticPages.schedule(env.STATIC_PAGES_REFRESH_SECONDS * 1000);
    },
    stopBackground() {
      pages?.staticPages.stop();
      services.visits.stop();
      alertChecker.stop();
    },
    close() {
      closed ??= (async () => {
        site.stopBackground();
        await Promise.all([alertChecker.idle(), pages?.staticPages.idle(), services.visits.flush().catch(() => null)]);
        services.alerts.store.close();
        services.state.close();
        services.store.close();
        await services.shared?.close();
      })();
      return closed;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
  return site;
}
