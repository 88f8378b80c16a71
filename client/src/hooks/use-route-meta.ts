import { useLingui } from '@lingui/react';
import { matchRoute } from '@shared/routes';
import type { MetaContext } from '@shared/seo/page-meta';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { applyMeta } from '@/lib/head-meta';
import { loadOnce } from '@/lib/load-once';

type RouteMetaContext = Omit<MetaContext, 'now' | 'i18n'>;

// The head builders (titles, descriptions in every locale) are needed only once the head must
// change: their code loads then, not with the page (docs/decisions/007).
const pageMeta = loadOnce(() => import('@shared/seo/page-meta'));

/** What a head is built from, as a key: the same key, the same head. */
const headKey = (location: string, { from, to, rate, asOf, unknownPair }: RouteMetaContext) =>
  JSON.stringify([location, from?.symbol, from?.name, to?.symbol, to?.name, rate, asOf?.getTime(), unknownPair]);

// The head the server wrote: the first one this page asks for, when the server rendered it.
let serverHead: string | null | undefined;

/**
 * The head of a converter page (home, pairs, fixed amounts, 404), from the same module the
 * server renders it with (the product spec: updated one animation frame after render). Pages with a rate
 * pass it, as the server does. The other pages use useInfoRouteMeta (their texts load with them).
 */
export function useRouteMeta(context: RouteMetaContext = {}): void {
  const [location] = useLocation();
  const { i18n } = useLingui();
  const { from, to, rate, asOf, unknownPair } = context;
  useEffect(() => {
    const match = matchRoute(location);
    // A pair page's head needs its currencies: until they are known, the server's head (or the
    // previous page's) stays rather than a title built from the URL's words.
    const isPair = match.kind === 'pair' || match.kind === 'pair-amount';
    if (isPair && !unknownPair && !(from && to)) return;
    const key = headKey(location, { from, to, rate, asOf, unknownPair });
    // A server-rendered page already has the head of what it first shows.
    if (serverHead === undefined) serverHead = document.getElementById('app-state') ? key : null;
    if (key === serverHead) return;
    let frame = 0;
    let active = true;
    void pageMeta.load().then(({ converterPageMetaFor, hreflangAlternates }) => {
      if (!active) return;
      const meta = converterPageMetaFor(match, {
        now: new Date(),
        i18n,
        ...(unknownPair ? { unknownPair } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(rate !== undefined ? { rate } : {}),
        ...(asOf ? { asOf } : {}),
      });
      if (meta) frame = requestAnimationFrame(() => applyMeta(meta, hreflangAlternates(meta)));
    });
    return () => {
      active = false;
      cancelAnimationFrame(frame);
    };
  }, [location, i18n, from, to, rate, asOf, unknownPair]);
}
