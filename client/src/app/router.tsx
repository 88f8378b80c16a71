import { matchRoute } from '@shared/routes';
import { useLocation } from 'wouter';
import { CalculatorPage } from '@/pages/calculator-page';
import { ContactPage } from '@/pages/contact-page';
import { DebugSeoPage } from '@/pages/debug-seo-page';
import { ConverterPage } from '@/pages/converter-page';
import { FixedAmountPage } from '@/pages/fixed-amount-page';
import { IndexNowTestPage } from '@/pages/indexnow-test-page';
import { NotFoundPage } from '@/pages/not-found-page';
import { StaticArticlePage } from '@/pages/static-page';

/**
 * Spec §2 routing, decided by the same `matchRoute` the server uses for status codes. Pair
 * routes render the same page element, so the typed amount survives pair changes.
 */
export function AppRouter() {
  const [location] = useLocation();
  const match = matchRoute(location);
  switch (match.kind) {
    case 'home':
    case 'invalid-pair':
      return <ConverterPage />;
    case 'pair':
      return <ConverterPage fromTicker={match.fromTicker} toTicker={match.toTicker} />;
    case 'pair-amount':
      return <FixedAmountPage fromTicker={match.fromTicker} toTicker={match.toTicker} amountText={match.amount} />;
    case 'calculator':
      return <CalculatorPage ticker={match.ticker} />;
    case 'tool':
      return match.tool === 'indexnow-test' ? <IndexNowTestPage /> : <DebugSeoPage />;
    case 'page':
      return match.page === 'contact' ? <ContactPage /> : <StaticArticlePage page={match.page} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
