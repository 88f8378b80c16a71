import type { PageMeta } from '@shared/seo/page-meta';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/**
 * Writes a page's meta into <head>, keeping the origin the server rendered (SITE_URL), with the
 * page's language cluster (`hreflangAlternates`): the same page in every locale, or none.
 */
export function applyMeta(meta: PageMeta, alternates: readonly { hreflang: string; path: string }[]) {
  document.title = meta.title;
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const origin = canonical ? new URL(canonical).origin : window.location.origin;
  const url = `${origin}${meta.canonicalPath}`;
  setMeta('meta[name="description"]', 'content', meta.description);
  setMeta('meta[name="robots"]', 'content', meta.robots);
  setMeta('link[rel="canonical"]', 'href', url);
  setMeta('meta[property="og:title"]', 'content', meta.title);
  setMeta('meta[property="og:description"]', 'content', meta.description);
  setMeta('meta[property="og:url"]', 'content', url);
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const { hreflang, path } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = `${origin}${path}`;
    document.head.append(link);
  }
}
