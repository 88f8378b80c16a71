import { COIN_CONTENT_TICKERS } from '@shared/schemas/content';
import { BTC_FIXED_AMOUNTS, buildPairPath, ETH_FIXED_AMOUNTS, FIXED_PAIR_ROUTES, STATIC_PAGES } from '@shared/routes';
import { escapeHtml } from '@shared/seo/page-meta';

/** The date legal pages were last changed (spec §2). */
const LEGAL_DATE = '2025-05-09';

/** Every page worth indexing, with its last change: rate pages change daily. The tester stays out. */
export function sitemapEntries(today: string): { path: string; lastmod: string }[] {
  const paths = new Map<string, string>();
  const add = (path: string, lastmod: string) => {
    if (!paths.has(path)) paths.set(path, lastmod);
  };
  add('/', today);
  add('/crypto-profit-calculator', today);
  for (const page of STATIC_PAGES) add(`/${page}`, ['privacy', 'terms', 'disclaimer'].includes(page) ? LEGAL_DATE : today);
  for (const route of FIXED_PAIR_ROUTES) add(route.path, today);
  for (const ticker of COIN_CONTENT_TICKERS) add(buildPairPath(ticker, 'usd'), today);
  for (const amount of BTC_FIXED_AMOUNTS) add(buildPairPath('btc', 'usd', amount), today);
  for (const amount of ETH_FIXED_AMOUNTS) add(buildPairPath('eth', 'usd', amount), today);
  return [...paths].map(([path, lastmod]) => ({ path, lastmod }));
}

/** sitemaps.org protocol, well within its limits (50,000 URLs, 50 MB). */
export function sitemapXml(siteUrl: string, today: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = sitemapEntries(today)
    .map(({ path, lastmod }) => `  <url><loc>${escapeHtml(origin + path)}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  // The API answers scripts, not readers; the two operator tools are noindex pages too.
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /indexnow-test\nDisallow: /debug-seo\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
