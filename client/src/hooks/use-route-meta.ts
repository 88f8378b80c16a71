import { matchRoute } from '@shared/routes';
import { useLingui } from '@lingui/react';
import { converterPageMetaFor, hreflangAlternates, type MetaContext, type PageMeta } from '@shared/seo/page-meta';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/** Writes a page's meta into <head>, keeping the origin the server rendered (SITE_URL). */
export function applyMeta(meta: PageMeta) {
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
  // The page's language cluster: the same page in every locale, or none for a page not indexed.
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const { hreflang, path } of hreflangAlternates(meta)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = `${origin}${path}`;
    document.head.append(link);
  }
}

/**
 * The head of a converter page (home, pairs, fixed amounts, 404), from the same module the
 * server renders it with (spec §9: updated one animation frame after render). Pages with a rate
 * pass it, as the server does. The other pages use useInfoRouteMeta (their texts load with them).
 */
export function useRouteMeta(context: Omit<MetaContext, 'now' | 'i18n'> = {}): void {
  const [location] = useLocation();
  const { i18n } = useLingui();
  const { from, to, rate, asOf, unknownPair } = context;
  const meta = useMemo(() => {
    const match = matchRoute(location);
    // A pair page's head needs its currencies: until they are known, the server's head (or the
    // previous page's) stays rather than a title built from the URL's words.
    const isPair = match.kind === 'pair' || match.kind === 'pair-amount';
    if (isPair && !unknownPair && !(from && to)) return null;
    return converterPageMetaFor(match, {
      now: new Date(),
      i18n,
      ...(unknownPair ? { unknownPair } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(rate !== undefined ? { rate } : {}),
      ...(asOf ? { asOf } : {}),
    });
  }, [location, i18n, from, to, rate, asOf, unknownPair]);
  useEffect(() => {
    if (!meta) return;
    const frame = requestAnimationFrame(() => applyMeta(meta));
    return () => cancelAnimationFrame(frame);
  }, [meta]);
}
