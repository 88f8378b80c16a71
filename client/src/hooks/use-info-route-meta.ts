import { useLingui } from '@lingui/react';
import { type Locale, localizedPath } from '@shared/i18n/locales';
import { matchRoute } from '@shared/routes';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { applyMeta } from '@/lib/head-meta';
import { loadOnce } from '@/lib/load-once';

// As useRouteMeta's: the head builders load only once the head must change, never with the
// page the server already gave its head (docs/decisions/007).
const infoMeta = loadOnce(() => Promise.all([import('@shared/seo/info-page-meta'), import('@shared/seo/page-meta')]));

/**
 * Whether the document's head already belongs to `path`: its canonical link names it (the server
 * writes one on every page, and applyMeta rewrites it with the rest of the head).
 */
function headIsFor(path: string): boolean {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical !== null && new URL(canonical.href).pathname === path;
}

/** The head of the calculator, an informational page or an operator tool, after a client-side navigation. */
export function useInfoRouteMeta(): void {
  const [location] = useLocation();
  const { i18n } = useLingui();
  useEffect(() => {
    if (headIsFor(localizedPath(location, i18n.locale as Locale))) return;
    let frame = 0;
    let active = true;
    void infoMeta.load().then(([{ infoPageMetaFor, isInfoRoute }, { hreflangAlternates }]) => {
      const match = matchRoute(location);
      if (!active || !isInfoRoute(match)) return;
      const meta = infoPageMetaFor(match, i18n);
      frame = requestAnimationFrame(() => applyMeta(meta, hreflangAlternates(meta)));
    });
    return () => {
      active = false;
      cancelAnimationFrame(frame);
    };
  }, [location, i18n]);
}
