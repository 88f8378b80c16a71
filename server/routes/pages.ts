import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute, type RouteMatch } from '@shared/routes';
import express, { type RequestHandler, Router } from 'express';
import type { HeadRenderer } from '../seo/page-head';

/** Turns the HTML template into the page for a URL (dev: Vite's transform; prod: as built). */
export type HtmlTemplate = (url: string) => Promise<string>;

/**
 * Answers every page URL with the app's HTML, with status 404 where spec §2's route table has
 * no page, so crawlers never see a soft 404.
 */
export function pageHandler(template: HtmlTemplate, head: HeadRenderer): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = matchRoute(req.path);
    const canonical = canonicalPath(match);
    if (canonical && canonical !== req.path) {
      const queryStart = req.originalUrl.indexOf('?');
      return res.redirect(301, `${canonical}${queryStart >= 0 ? req.originalUrl.slice(queryStart) : ''}`);
    }
    const [html, tags] = await Promise.all([template(req.originalUrl), head(req.path)]);
    res
      .status(match.kind === 'not-found' ? 404 : 200)
      .type('html')
      .set('Cache-Control', 'no-cache')
      .send(html.replace('<!--app-head-->', tags));
  };
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

/** Production: the built client from `clientDir` (hashed assets cached for a year). */
export function builtClientRouter(clientDir: string, head: HeadRenderer): { router: Router; indexHtml: string } {
  const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const router = Router();
  router.use(
    '/assets',
    express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, index: false }),
  );
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  router.use(pageHandler(async () => indexHtml, head));
  return { router, indexHtml };
}
