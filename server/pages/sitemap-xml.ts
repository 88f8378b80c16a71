import { escapeHtml } from '@shared/seo/page-meta';
import { newestLastmod, type SitemapFile, type SitemapUrl } from './sitemap-entries';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Where a sitemap file is served. */
export function sitemapFilePath(name: string): string {
  return `/sitemaps/${name}.xml`;
}

const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');

/** The sitemap index (sitemaps.org 0.9): each file with the newest lastmod of its URLs. */
export function sitemapIndexXml(siteUrl: string, files: readonly SitemapFile[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const entries = files
    .map(
      (file) => `  <sitemap><loc>${escapeHtml(origin + sitemapFilePath(file.name))}</loc>${lastmodTag(newestLastmod(file.urls))}</sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries}\n</sitemapindex>\n`;
}

/** One sitemap file (sitemaps.org 0.9 urlset). */
export function urlSetXml(siteUrl: string, urls: readonly SitemapUrl[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const entries = urls.map(({ path, lastmod }) => `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmodTag(lastmod)}</url>`).join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries}\n</urlset>\n`;
}
