import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { matchRoute, type RouteMatch } from '@shared/routes';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { type LazyPage, lazyPage } from '@/lib/lazy-page';

// Every page is its own chunk, the converter's too: a page loads only its own code. The server
// names the page's files in the HTML, so the browser fetches them with the app's code instead of
// after it (shared/page-chunks.ts).
const pages = {
  'converter-page': lazyPage(() => import('@/pages/converter-page').then((m) => ({ default: m.ConverterPage }))),
  'fixed-amount-page': lazyPage(() => import('@/pages/fixed-amount-page').then((m) => ({ default: m.FixedAmountPage }))),
  'not-found-page': lazyPage(() => import('@/pages/not-found-page').then((m) => ({ default: m.NotFoundPage }))),
  'calculator-page': lazyPage(() => import('@/pages/calculator-page').then((m) => ({ default: m.CalculatorPage }))),
  'contact-page': lazyPage(() => import('@/pages/contact-page').then((m) => ({ default: m.ContactPage }))),
  'static-page': lazyPage(() => import('@/pages/static-page').then((m) => ({ default: m.StaticArticlePage }))),
  'indexnow-test-page': lazyPage(() => import('@/pages/indexnow-test-page').then((m) => ({ default: m.IndexNowTestPage }))),
  'developers-page': lazyPage(() =>
    import('@/pages/developers-page').then(async (m) => {
      // The server renders the reference in full; the browser loads its code later (see the page).
      if (import.meta.env.SSR) await m.developersContent.preload();
      return { default: m.DevelopersPage };
    }),
  ),
  'widget-page': lazyPage(() =>
    import('@/pages/widget-page').then(async (m) => {
      if (import.meta.env.SSR) await m.configuratorContent.preload();
      return { default: m.WidgetPage };
    }),
  ),
  'widget-frame-page': lazyPage(() => import('@/pages/widget-frame-page').then((m) => ({ default: m.WidgetFramePage }))),
  'alerts-page': lazyPage(() => import('@/pages/alerts-page').then((m) => ({ default: m.AlertsPage }))),
  'portfolio-page': lazyPage(() => import('@/pages/portfolio-page').then((m) => ({ default: m.PortfolioPage }))),
  'debug-seo-page': lazyPage(() => import('@/pages/debug-seo-page').then((m) => ({ default: m.DebugSeoPage }))),
};

/** The name of the page module (client/src/pages/…) that renders a route; its chunk's name too. */
export type PageName = keyof typeof pages;

export function pageNameFor(match: RouteMatch): PageName {
  switch (match.kind) {
    case 'home':
    case 'invalid-pair':
    case 'pair':
      return 'converter-page';
    case 'pair-amount':
      return 'fixed-amount-page';
    case 'calculator':
      return 'calculator-page';
    case 'tool':
      return match.tool === 'indexnow-test' ? 'indexnow-test-page' : 'debug-seo-page';
    case 'page':
      return match.page === 'contact' ? 'contact-page' : 'static-page';
    case 'developer':
      return match.page === 'developers' ? 'developers-page' : match.page === 'widget' ? 'widget-page' : 'widget-frame-page';
    case 'alerts':
      return 'alerts-page';
    case 'portfolio':
      return 'portfolio-page';
    case 'not-found':
      return 'not-found-page';
  }
}

/** Loads the chunk of the page at `path`, so it renders (or hydrates) without suspending. */
export function preloadPage(path: string): Promise<unknown> {
  return pages[pageNameFor(matchRoute(path))].preload();
}

/**
 * The product spec's routes, decided by the same `matchRoute` the server uses for status codes. Pair
 * routes render the same page element, so the typed amount survives pair changes.
 */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <Suspense fallback={<PageFallback />}>
      <RoutedPage match={matchRoute(location)} />
    </Suspense>
  );
}

const ConverterPage = pages['converter-page'].Page;
const FixedAmountPage = pages['fixed-amount-page'].Page;

function RoutedPage({ match }: { match: RouteMatch }) {
  switch (match.kind) {
    case 'home':
    case 'invalid-pair':
      return <ConverterPage />;
    case 'pair':
      return <ConverterPage fromTicker={match.fromTicker} toTicker={match.toTicker} />;
    case 'pair-amount':
      return <FixedAmountPage fromTicker={match.fromTicker} toTicker={match.toTicker} amountText={match.amount} />;
    case 'calculator': {
      const Calculator = pages['calculator-page'].Page;
      return <Calculator ticker={match.ticker} />;
    }
    case 'page':
      if (match.page !== 'contact') {
        const StaticArticle = pages['static-page'].Page;
        return <StaticArticle page={match.page} />;
      }
      break;
  }
  const { Page } = pages[pageNameFor(match)] as LazyPage<object>;
  return <Page />;
}

/** Shown only if a page chunk is still loading (client-side navigation on a slow line). */
/** Shown while a page's code and the rest of its catalog load: the server puts it in every page's catalog. */
export const LOADING_PAGE = msg`Loading page`;

function PageFallback() {
  const { i18n } = useLingui();
  return (
    <div role="status" aria-label={i18n._(LOADING_PAGE)} className="mx-auto flex w-full max-w-content flex-col gap-4 px-4 py-12">
      <Skeleton className="h-10 w-64 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
