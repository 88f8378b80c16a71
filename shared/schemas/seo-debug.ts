// zod/mini: read by the /debug-seo page in the browser.
import * as z from 'zod/mini';
import { IndexNowResultSchema } from './indexnow-result';

/** GET /api/debug/seo/{pair}/{amount}: what the stored static page of that path says. */
export const SeoDebugResultSchema = z.object({
  /** The canonical path the static page is stored under, e.g. /btc-to-usd/0.1. */
  path: z.string(),
  /** Whether a pre-rendered static page is stored for the path. */
  exists: z.boolean(),
  /** The stored page's <title>, og:title and meta description; null when missing. */
  title: z.nullable(z.string()),
  ogTitle: z.nullable(z.string()),
  metaDescription: z.nullable(z.string()),
  /** When the stored page was rendered (ISO 8601); null when unknown. */
  lastUpdated: z.nullable(z.string()),
});
export type SeoDebugResult = z.infer<typeof SeoDebugResultSchema>;

/** POST /api/sitemap/submit: static pages regenerated, then the sitemap's URLs sent to IndexNow. */
export const StaticPagesUpdateResultSchema = z.object({
  success: z.boolean(),
  /** Static pages rendered and stored by this request. */
  regenerated: z.int().check(z.nonnegative()),
  /** Pages that failed to render (kept at their previous version). */
  failed: z.int().check(z.nonnegative()),
  /** The IndexNow submission of the sitemap's URLs. */
  indexNow: IndexNowResultSchema,
  message: z.string(),
});
export type StaticPagesUpdateResult = z.infer<typeof StaticPagesUpdateResultSchema>;
