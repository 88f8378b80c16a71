import type { RouteMatch } from '../routes';
import { infoPageMetaFor, isInfoRoute } from './info-page-meta';
import { converterPageMetaFor, type MetaContext, type PageMeta } from './page-meta';

/**
 * The product spec's titles and descriptions of every route; descriptions carry the render-time rate where
 * there is one. The server's head uses this; the browser loads the two halves apart (the
 * converter pages' with the first load, the others' with their pages).
 */
export function pageMetaFor(match: RouteMatch, ctx: MetaContext): PageMeta {
  return isInfoRoute(match) ? infoPageMetaFor(match, ctx.i18n) : converterPageMetaFor(match, ctx)!;
}
