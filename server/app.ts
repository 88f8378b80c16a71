import { splitLocale } from '@shared/i18n/locales';
import { isWidgetFrame, matchRoute } from '@shared/routes';
import { WIDGET_SCRIPT_PATH } from '@shared/widget';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from './lib/logger';
import { AppError } from './lib/app-error';
import { isPublicApiPath, sendProblem } from './lib/problem';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { perMinuteLimit } from './middleware/rate-limits';
import { fleetRateLimitStore } from './shared-state/rate-limit-store';
import { requestMetrics } from './middleware/request-metrics';
import { createMetrics } from './monitoring/metrics';
import type { ReadinessHooks } from './health/readiness';
import { healthRouter } from './health/health-routes';
import { chartRouter } from './charts/chart-route';
import { coinImagesRouter } from './images/coin-images-route';
import { convertHandler } from './rates/convert-route';
import { currenciesRouter } from './rates/currencies-route';
import { historicalRouter } from './history/historical-route';
import { historicalFxRouter } from './history/historical-fx-route';
import { indexNowKeyRoute, indexNowRouter } from './indexnow/indexnow-routes';
import type { OgCards } from './og/og-cards';
import { ogImageRouter } from './routes/og-image';
import { seoDebugRouter } from './pages/seo-debug-route';
import { seoRouter } from './pages/seo-routes';
import { v1Router } from './public-api/v1-router';
import { quoteRouter } from './quotes/quote-route';
import { alertsRouter } from './alerts/alerts-route';
import { documentedLimit } from './public-api/document';
import type { I18nFactory } from './i18n/page-i18n';
import type { StaticPageStore } from './pages/static-pages';
import type { Services } from './services';

export type AppOptions = Services & {
  logger: Logger;
  /** Public origin for the sitemap and robots.txt. */
  siteUrl?: string;
  /** When set, operator endpoints require it. */
  operatorToken?: string | undefined;
  /** Serves the client: the built files in production, Vite's middleware in development. */
  client?: RequestHandler | RequestHandler[];
  /** Pre-rendered pages: the SEO debug endpoint reads them, the sitemap submit regenerates them. */
  staticPages?: StaticPageStore;
  /** Content-Security-Policy on; off in development, where Vite injects inline scripts. */
  strictCsp?: boolean;
  /** sha256 hashes of the inline scripts the HTML template carries (the theme script). */
  inlineScriptHashes?: string[];
  /** Express `trust proxy` (TRUST_PROXY): who may say the client's address and protocol. */
  trustProxy?: boolean | number | string;
  /** New social cards drawn per address per minute (only with `limits`); default 60. */
  cardsPerMinute?: number | undefined;
  /** Per-IP limits per minute; none when omitted (tests that are not about limits). */
  limits?: { apiReadsPerMinute: number; pageViewsPerMinute: number };
  /** What /readyz asks besides the store: shutdown in progress, Redis (when configured). */
  readiness?: ReadinessHooks;
  /** METRICS_TOKEN: when set, /metrics needs it as a bearer token; else loopback only. */
  metricsToken?: string | undefined;
  /** The social cards; by default drawn with satori and resvg (tests pass one that records). */
  ogCards?: OgCards | undefined;
  /** The pages' catalogs (the client build's): what the social cards speak. English source texts without. */
  i18nFor?: I18nFactory | undefined;
};

/** Longer URLs are refused (414) before any routing: no page or API needs more. */
export const MAX_URL_LENGTH = 4096;

/** Builds the Express app; tests import this and listen on an ephemeral port. */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('trust proxy', options.trustProxy ?? false);

  const metrics = createMetrics(options);
  app.use(requestMetrics(metrics));
  app.use((req, res, next) => {
    if (req.originalUrl.length > MAX_URL_LENGTH) {
      const error = `That address is longer than ${MAX_URL_LENGTH} characters.`;
      if (isPublicApiPath(req.path)) return void sendProblem(res, 414, error);
      if (req.originalUrl.startsWith('/api/')) return void res.status(414).json({ error });
      return void res.status(414).type('html').send(`<!doctype html><title>Address too long</title><p>${error}</p>`);
    }
    // HSTS only where it means something: over https (directly or via a trusted proxy).
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  });

  // JSON answers need only the headers that matter for data (no CSP): set as a fixed list,
  // since the API is the hot path. Bodies are parsed only for requests that can carry one.
  const jsonParser = express.json({ limit: '16kb' });
  const apiHeaders: RequestHandler = (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'DENY');
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    jsonParser(req, res, next);
  };
  // One limiter (one count per IP) for every API read, /api/convert included.
  const apiReadLimit = options.limits
    ? [
        perMinuteLimit(options.limits.apiReadsPerMinute, 'Too many requests: rate limited. Please wait a minute and try again.', {
          // Writes have their own, stricter limits.
          skip: (req) => req.method !== 'GET' && req.method !== 'HEAD',
          store: fleetRateLimitStore(options.shared, 'api'),
        }),
      ]
    : [];

  // The hottest route, mounted on the app itself with the API's headers and limit: it skips the
  // probes' router and the /api router's prefix handling (other /api/convert… paths fall through).
  app.get('/api/convert', apiHeaders, ...apiReadLimit, convertHandler(options.catalog, options.rates));

  // Probes and the scraper come before every limit.
  app.use(healthRouter({ ...options, metrics }));

  /** The pages' policy; `frameAncestors` is who may frame them (nobody, except the widget frame). */
  type FrameOptions = {
    xFrameOptions?: false;
    crossOriginResourcePolicy?: { policy: 'cross-origin' };
    referrerPolicy?: { policy: 'strict-origin-when-cross-origin' };
  };
  const pageHelmet = (frameAncestors: string[], extra: FrameOptions = {}) =>
    helmet({
      contentSecurityPolicy:
        options.strictCsp === false
          ? false
          : {
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? []).map((h) => `'sha256-${h}'`)],
                // Coin logos are served by this site (/coin-images), so no third-party host.
                imgSrc: ["'self'", 'data:'],
                connectSrc: ["'self'"],
                styleSrc: ["'self'", "'unsafe-inline'"],
                frameAncestors,
                upgradeInsecureRequests: null,
              },
            },
      strictTransportSecurity: false,
      ...extra,
    });
  const pageSecurity = pageHelmet(["'none'"]);
  // The framed converter is the one page other sites may frame (decision 019): the same policy, any ancestor.
  const framePageSecurity = pageHelmet(['*'], {
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Embedders' pages keep their own referrer policy; the frame needs none of theirs.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  /** The widget loader is fetched by other sites' pages: no page policy, readable cross-origin. */
  const widgetScriptHeaders: RequestHandler = (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  };
  const securityFor: RequestHandler = (req, res, next) => {
    if (req.path === WIDGET_SCRIPT_PATH) return widgetScriptHeaders(req, res, next);
    if (isWidgetFrame(matchRoute(splitLocale(req.path).path))) {
      res.setHeader('X-Robots-Tag', 'noindex, indexifembedded');
      return framePageSecurity(req, res, next);
    }
    pageSecurity(req, res, next);
  };

  const api = express.Router();
  api.use(apiHeaders, ...apiReadLimit);
  api.use('/currencies', compression(), currenciesRouter(options.catalog));
  api.use(historicalRouter(options.catalog, options.history));
  api.use(historicalFxRouter(options.catalog, options.history, options.historicalFx));
  api.use(chartRouter(options.catalog, options.charts));
  api.use(quoteRouter(options.catalog, options.quotes));
  api.use(indexNowRouter(options, options.operatorToken, options.staticPages));
  // Alerts refused as a whole (no durable keys, Redis away or not persisting): 503 in plain words.
  api.use('/alerts', (_req, _res, next) => {
    const off = options.alerts.offReason();
    next(off ? new AppError(503, off, { 'Retry-After': '60' }, { problem: 'unavailable' }) : undefined);
  });
  api.use(
    alertsRouter({
      ...options.alerts,
      vapidPublicKey: options.alerts.vapid.publicKey,
      catalog: options.catalog,
      rates: options.rates,
      shared: options.shared,
    }),
  );
  if (options.staticPages) api.use(seoDebugRouter(options.staticPages));
  api.use('/v1', v1Router(options));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(
    compression(),
    seoRouter(options.siteUrl ?? 'http://localhost:5000', options.sitemap, documentedLimit(options.limits)),
    indexNowKeyRoute(options.indexnow),
  );
  app.use(coinImagesRouter(options.coinImages));
  app.use(ogImageRouter(options));
  if (options.client) {
    const pageLimit = options.limits
      ? [
          perMinuteLimit(options.limits.pageViewsPerMinute, 'Too many page views: rate limited. Please wait a minute.', {
            skip: (req) => req.path.startsWith('/assets/') || req.path === WIDGET_SCRIPT_PATH,
            store: fleetRateLimitStore(options.shared, 'pages'),
          }),
        ]
      : [];
    // The offline service worker and the web manifest are re-checked on every visit, so an update
    // reaches visitors at once instead of after the static files' hour of caching.
    app.get(['/sw.js', '/manifest.webmanifest'], (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-cache');
      next();
    });
    app.use(securityFor, ...pageLimit, compression(), options.client);
  }

  app.use(errorHandler(options.logger));
  return app;
}
