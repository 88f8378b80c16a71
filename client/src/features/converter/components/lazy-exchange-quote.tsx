import { loadOnce } from '@/lib/load-once';
import type { ExchangeQuoteLineProps } from './exchange-quote-line';
import { ExchangeQuoteSkeleton, quotable } from './exchange-quote-parts';
import { useLoadOnce } from '@/hooks/use-load-once';

// The exchange comparison's line is its own chunk (decision 024): pages without a converter never
// load it. The server loads it before rendering, and the browser before hydrating a page whose
// HTML carries a quote (see entry-server and main), so both render the same tree.
const lineModule = loadOnce(() => import('./exchange-quote-line'));

export function preloadExchangeQuote(): Promise<unknown> {
  return lineModule.load();
}

export function LazyExchangeQuoteLine(props: ExchangeQuoteLineProps) {
  const loaded = useLoadOnce(lineModule);
  if (!quotable(props.amount)) return null;
  if (!loaded) return <ExchangeQuoteSkeleton />;
  return <loaded.ExchangeQuoteLine {...props} />;
}
