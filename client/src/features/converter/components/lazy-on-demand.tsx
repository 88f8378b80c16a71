import type { ConvertResponse } from '@shared/schemas/convert';
import { loadOnce } from '@/lib/load-once';
import type { FixedAmountSummaryProps } from './fixed-amount-summary';
import { useLoadOnce } from '@/hooks/use-load-once';

// Parts only some pages show, each its own chunk: the notice when a rate is not live, the
// summary of a fixed-amount page. The server loads them before rendering; the browser before
// hydrating a page that shows one (main.tsx), so both render the same tree.
const staleModule = loadOnce(() => import('./stale-notice'));
const summaryModule = loadOnce(() => import('./fixed-amount-summary'));

export const preloadStaleNotice = (): Promise<unknown> => staleModule.load();
export const preloadFixedAmountSummary = (): Promise<unknown> => summaryModule.load();
/** A page rendered with a stale-rate notice: its code must load before hydration. */
export const STALE_NOTICE_SELECTOR = '[data-stale-notice]';

export function LazyStaleNotice({ quote }: { quote: ConvertResponse }) {
  const loaded = useLoadOnce(staleModule, quote.stale);
  return quote.stale && loaded ? <loaded.StaleNotice quote={quote} /> : null;
}

export function LazyFixedAmountSummary(props: FixedAmountSummaryProps) {
  const loaded = useLoadOnce(summaryModule);
  // The summary's height while its code loads (one client-side navigation at most).
  return loaded ? <loaded.FixedAmountSummary {...props} /> : <div className="mx-auto h-32 w-full max-w-content" />;
}
