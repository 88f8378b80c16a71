import { useLingui } from '@lingui/react/macro';
import { matchRoute, type RouteMatch } from '@shared/routes';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPage } from '@/lib/lazy-page';
import { ConverterPage } from '@/pages/converter-page';
import { FixedAmountPage } from '@/pages/fixed-amount-page';
import { NotFoundPage } from '@/pages/not-found-page';

// Converter pages are where search visitors land: in the main bundle. The rest load as chunks.
const calculator = lazyPage(() => import('@/pages/calculator-page').then((m) => ({ default: m.CalculatorPage })));
const contact = lazyPage(() => import('@/pages/contact-page').then((m) => ({ default: m.ContactPage })));
const staticArticle = lazyPage(() => import('@/pages/static-page').then((m) => ({ default: m.StaticArticlePage })));
const indexNowTest = lazyPage(() => import('@/pages/indexnow-test-page').then((m) => ({ default: m.IndexNowTestPage })));
const developers = lazyPage(() =>
  import('@/pages/developers-page').then(async (m) => {
    // The server renders the reference in full; the browser loads its code later (see the page).
    if (import.meta.env.SSR) await m.developersContent.preload();
    return { default: m.DevelopersPage };
  }),
);
const widget = lazyPage(() =>
  import('@/pages/widget-page').then(async (m) => {
    if (import.meta.env.SSR) await m.configuratorContent.preload();
    return { default: m.WidgetPage };
  }),
);
const widgetFrame = lazyPage(() => import('@/pages/widget-frame-page').then((m) => ({ default: m.WidgetFramePage })));
const alerts = lazyPage(() => import('@/pages/alerts-page').then((m) => ({ default: m.AlertsPage })));
const portfolio = lazyPage(() => import('@/pages/portfolio-page').then((m) => ({ default: m.PortfolioPage })));
const debugSeo = lazyPage(() => import('@/pages/debug-seo-page').then((m) => ({ default: m.DebugSeoPage })));

function lazyPageFor(match: RouteMatch) {
  switch (match.kind) {
    case 'calculator':
      return calculator;
    case 'tool':
      return match.tool === 'indexnow-test' ? indexNowTest : debugSeo;
    case 'page':
      return match.page === 'contact' ? contact : staticArticle;
    case 'developer':
      return match.page === 'developers' ? developers : match.page === 'widget' ? widget : widgetFrame;
    case 'alerts':
      return alerts;
    case 'portfolio':
      return portfolio;
    default:
      return undefined;
  }
}

/** Loads the chunk of the page at `path`, so it renders (or hydrates) without suspending. */
export function preloadPage(path: string): Promise<unknown> {
  return lazyPageFor(matchRoute(path))?.preload() ?? Promise.resolve();
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

function RoutedPage({ match }: { match: RouteMatch }) {
  switch (match.kind) {
    case 'home':
    case 'invalid-pair':
      return <ConverterPage />;
    case 'pair':
      return <ConverterPage fromTicker={match.fromTicker} toTicker={match.toTicker} />;
    case 'pair-amount':
      return <FixedAmountPage fromTicker={match.fromTicker} toTicker={match.toTicker} amountText={match.amount} />;
    case 'calculator':
      return <calculator.Page ticker={match.ticker} />;
    case 'tool':
      return match.tool === 'indexnow-test' ? <indexNowTest.Page /> : <debugSeo.Page />;
    case 'page':
      return match.page === 'contact' ? <contact.Page /> : <staticArticle.Page page={match.page} />;
    case 'developer':
      return match.page === 'developers' ? <developers.Page /> : match.page === 'widget' ? <widget.Page /> : <widgetFrame.Page />;
    case 'alerts':
      return <alerts.Page />;
    case 'portfolio':
      return <portfolio.Page />;
    case 'not-found':
      return <NotFoundPage />;
  }
}

/** Shown only if a page chunk is still loading (client-side navigation on a slow line). */
function PageFallback() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading page`} className="mx-auto flex w-full max-w-content flex-col gap-4 px-4 py-12">
      <Skeleton className="h-10 w-64 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
