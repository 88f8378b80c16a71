import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, localePrefix, localizedPath, splitLocale } from '@shared/i18n/locales';
import { isEnglishOnly, isWidgetFrame, matchRoute, type RouteMatch } from '@shared/routes';
import { readWidgetOptions, widgetFramePath } from '@shared/widget';
import { escapeHtml } from '@shared/seo/page-meta';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { LRUCache } from 'lru-cache';
import { sameSiteLocation } from '../lib/same-site-location';
import type { PageServices } from './page-services';
import { pageStatus } from '../rates/pair-resolver';
import { PreparedPage } from './prepared-page';
import { pageEncoding } from '../lib/content-encoding';
import type { StoredPage } from './static-pages';

/**
 * Answers every page URL with server-rendered HTML: the stored static page when there is a
 * fresh one, else rendered now. Status 404 where the route table (decision 003) has no page and for a pair
 * whose ticker names no currency, so crawlers never see a soft 404. `?debug_seo=true` shows the
 * stored static page exactly as stored.
 */
export function pageHandler({ render, staticPages, resolvePair }: PageServices): RequestHandler {
  // Pages rendered live (every pair page outside the pre-rendered set, on its first request) are
  // kept for a rate window: concurrent requests for one URL share one render, and once it ages
  // the old copy is served while a single re-render runs. Bounded by bytes: a crawler walking the
  // sitemap's thousands of pairs, or unique junk URLs, only churn it.
  const recent = new LRUCache<string, PreparedPage, { url: string; status: number }>({
    maxSize: RECENT_RENDER_MAX_BYTES,
    sizeCalculation: (page) => page.size(),
    ttl: RECENT_RENDER_TTL_MS,
    allowStale: true,
    noDeleteOnStaleGet: true,
    fetchMethod: async (_key, _stale, { context }) => new PreparedPage(await render(context.url), context.status),
  });
  const prepared = new WeakMap<StoredPage, PreparedPage>();
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A locale's pages live under its prefix (/de/btc-to-usd); the router sees the path within it.
    const { locale, path } = splitLocale(req.path);
    const match = matchRoute(path);
    const canonical = locale !== DEFAULT_LOCALE && req.path === `${localePrefix(locale)}/` ? '/' : canonicalPath(match);
    // The developer pages are in English only: /de/developers is /developers. The target is a
    // request path, so /de//developers must not come back as //developers (another host).
    const found = isEnglishOnly(match) ? path : canonical && localizedPath(canonical, locale);
    const target = found && sameSiteLocation(found);
    if (target && target !== req.path) {
      const queryStart = req.originalUrl.indexOf('?');
      return res.redirect(301, `${target}${queryStart >= 0 ? req.originalUrl.slice(queryStart) : ''}`);
    }
    res.type('html').set('Cache-Control', 'no-cache');

    if (req.query.debug_seo === 'true') {
      const stored = await staticPages?.stored(req.path);
      res.set('X-Robots-Tag', 'noindex');
      if (!stored) {
        return res
          .status(404)
          .send(`<!doctype html><title>No static page</title><p>No static page is stored for ${escapeHtml(req.path)}.</p>`);
      }
      return res.send(stored.html);
    }

    // A widget frame is rendered for its options, written the one way (any junk in the query dropped),
    // and shared like a live-rendered pair page: many sites may frame the same converter.
    if (isWidgetFrame(match)) {
      const url = widgetFramePath(
        readWidgetOptions((name) => queryText(req.query[name])),
        locale,
      );
      const page = await recent.fetch(url, { context: { url, status: 200 } });
      return page ? sendPage(req, res, page) : res.send(await render(url));
    }
    const queryFree = (rendersWithoutQuery(match) && !hasConverterOptions(req)) || isPlainRequest(req);
    const fresh = queryFree ? await staticPages?.servable(req.path) : null;
    if (fresh?.lastUpdated) {
      let page = prepared.get(fresh);
      if (!page) {
        // A copy re-rendered on request lives a minute or so: not worth Brotli's slowest setting.
        page = new PreparedPage(fresh.html, 200, fresh.lastUpdated, !fresh.rerendered);
        prepared.set(fresh, page);
      }
      // A copy whose rate is over a minute old is sent, and the next visitor gets a fresher one.
      staticPages?.revalidate(req.path, RECENT_RENDER_TTL_MS);
      return sendPage(req, res, page);
    }
    const status = resolvePair ? await pageStatus(match, resolvePair) : match.kind === 'not-found' ? 404 : 200;
    if (!queryFree) return res.status(status).send(await render(req.originalUrl));
    const page = await recent.fetch(req.path, { context: { url: req.path, status } });
    if (!page) return res.status(status).send(await render(req.path));
    sendPage(req, res, page);
  };
}

/** Sends a prepared page compressed once and for all: Brotli when the client takes it, else gzip. */
function sendPage(req: Request, res: Response, page: PreparedPage): void {
  res.status(page.status).set({ ETag: page.etag(), Vary: 'Accept-Encoding' });
  if (page.lastModified) res.set('Last-Modified', page.lastModified.toUTCString());
  if (req.fresh) return void res.status(304).end();
  const encoding = pageEncoding(req);
  if (encoding === 'br') res.set('Content-Encoding', 'br').send(page.brotli());
  else if (encoding === 'gzip') res.set('Content-Encoding', 'gzip').send(page.gzip());
  else res.send(page.html);
}

/** How long a page rendered live is reused: its rate is fresh for a minute anyway. */
const RECENT_RENDER_TTL_MS = 60_000;
/** About 1,000 pair pages of ~60 KB (HTML plus its compressed bodies once sent). */
const RECENT_RENDER_MAX_BYTES = 64 * 1024 * 1024;

function queryText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Static pages are rendered without a query string, so only such requests may use them… */
function isPlainRequest(req: Request): boolean {
  return !req.originalUrl.includes('?');
}

/** …unless the page ignores its query string (pair pages do; ?utm_source=… links are common). */
function rendersWithoutQuery(match: RouteMatch): boolean {
  return match.kind === 'pair' || match.kind === 'pair-amount';
}

/** …and `?date=`, `?also=` and `?amount=` change what the converter shows, so those pages are rendered live. */
function hasConverterOptions(req: Request): boolean {
  return req.query.date !== undefined || req.query.also !== undefined || req.query.amount !== undefined;
}

/**
 * The one URL of a pair page: lower-case tickers, no trailing slash or extra segments. Segments
 * are re-encoded (matchRoute decodes them), so a redirect always converges in one step.
 */
function canonicalPath(match: RouteMatch): string | null {
  if (match.kind !== 'pair' && match.kind !== 'pair-amount') return null;
  // Tickers are lower-cased by matchRoute; encode after that, so escapes keep upper-case hex.
  const pair = `/${encodeURIComponent(match.fromTicker)}-to-${encodeURIComponent(match.toTicker)}`;
  return match.kind === 'pair' ? pair : `${pair}/${encodeURIComponent(match.amount)}`;
}

/** The built index.html, read once: the template every production page is rendered into. */
export function readBuiltTemplate(clientDir: string): string {
  return readFileSync(join(clientDir, 'index.html'), 'utf8');
}

/** Production: the built client from `clientDir` (hashed assets cached for a year), then pages. */
export function builtClientRouter(clientDir: string, pages: PageServices): Router {
  const router = Router();
  router.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, index: false }));
  // The template is not a page: /index.html is the home page's other name.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  router.use(pageHandler(pages));
  return router;
}
