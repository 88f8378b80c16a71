import { matchRoute } from '@shared/routes';
import { useLocation } from 'wouter';
import { ConverterPage } from '@/pages/converter-page';
import { NotFoundPage } from '@/pages/not-found-page';

/**
 * Spec §2 routing, decided by the same `matchRoute` the server uses for status codes. Every
 * converter route renders the same page element, so the amount survives pair changes.
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
      return <ConverterPage fromTicker={match.fromTicker} toTicker={match.toTicker} amount={Number(match.amount)} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
