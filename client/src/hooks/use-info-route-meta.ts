import { useLingui } from '@lingui/react';
import { matchRoute } from '@shared/routes';
import { infoPageMetaFor, isInfoRoute } from '@shared/seo/info-page-meta';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { hreflangAlternates } from '@shared/seo/page-meta';
import { applyMeta } from '@/lib/head-meta';

/** The head of the calculator, an informational page or an operator tool (loaded with its page's chunk). */
export function useInfoRouteMeta(): void {
  const [location] = useLocation();
  const { i18n } = useLingui();
  useEffect(() => {
    const match = matchRoute(location);
    if (!isInfoRoute(match)) return;
    const meta = infoPageMetaFor(match, i18n);
    const frame = requestAnimationFrame(() => applyMeta(meta, hreflangAlternates(meta)));
    return () => cancelAnimationFrame(frame);
  }, [location, i18n]);
}
