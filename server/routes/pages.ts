import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute, type RouteMatch } from '@shared/routes';
import { escapeHtml } from '@shared/seo/page-meta';
import express, { type Request, type RequestHandler, Router } from 'express';
import { LRUCache } from 'lru-cache';
import type { PageRenderer } from '../seo/page-renderer';
import type { StaticPageStore } from '../seo/static-pages';

/**
 * Answers every page URL with server-rendered HTML: the stored static page when there is a
 * fresh one, else rendered now. Status 404 where spec §2's route table has no page, so crawlers
 * never see a soft 404. `?debug_seo=true` shows the stored static page exactly as stored.
 */
export function pageHandler(render: PageRenderer, staticPages?: StaticPageStore): RequestHandler {
  // Pages rendered live are kept for a short while, so a burst on one URL renders it once.
  // Bounded: unique junk URLs only churn the cache.
  const recent = new LRUCache<string, { html: string; status: number }>({ max: 500, ttl: RECENT_RENDER_TTL_MS });
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = matchRoute(req.path);
    const canonical = canonicalPath(match);
    if (canonical && canonical !== req.path) {
      const queryStart = req.originalUrl.indexOf('?');
      return res.redirect(301, `${canonical}${queryStart >= 0 ? req.originalUrl.slice(queryStart) : ''}`);
    }
    res.type('html').set('Cache-Control', 'no-cache');

    if (req.query.debug_seo === 'true') {
      const stored = await staticPages?.stored(req.path);
      res.set('X-Robots-Tag', 'noindex');
      if (!stored) {
        return res.status(404).send(`<!doctype html><title>No static page</title><p>No static page is stored for ${escapeHtml(req.path)}.</p>`);
      }
      return res.send(stored.html);
    }

    const queryFree = rendersWithoutQuery(match) || isPlainRequest(req);
    const fresh = queryFree ? await staticPages?.servable(req.path) : null;
    if (fresh?.lastUpdated) {
      return res.set('Last-Modified', fresh.lastUpdated.toUTCString()).send(fresh.html);
    }
    const cached = queryFree ? recent.get(req.path) : undefined;
    if (cached) return res.status(cached.status).send(cached.html);
    const html = await render(queryFree ? req.path : req.originalUrl);
    const status = match.kind === 'not-found' ? 404 : 200;
    if (queryFree) recent.set(req.path, { html, status });
    res.status(status).send(html);
  };
}

/** How long a page rendered live is reused (rates are fresh for a minute anyway). */
const RECENT_RENDER_TTL_MS = 30_000;

/** Static pages are rendered without a query string, so only such requests may use them… */
function isPlainRequest(req: Request): boolean {
  return !req.originalUrl.includes('?');
}

/** …unless the page ignores its query string (pair pages do; ?utm_source=… links are common). */
function rendersWithoutQuery(match: RouteMatch): boolean {
  return match.kind === 'pair' || match.kind === 'pair-amount';
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
export function builtClientRouter(clientDir: string, render: PageRenderer, staticPages?: StaticPageStore): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, index: false }),
  );
  // The template is not a page: /index.html is the home page's other name.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  router.use(pageHandler(render, staticPages));
  return router;
}
