import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RATE_FRESH_MS, RATE_QUERY_ROOT } from './api/rate-freshness';

// What the converter's pages run before the converter's own code has loaded (decision 007
// addendum): when that code must come without the visitor asking, and what must come with it.
// Apart from index.ts, so the pages' first load does not take the converter itself.
import { preloadRenderedParts } from './hydration-preloads';

/** The converter's deferred code, with the on-demand parts the server rendered into the page. */
export function withRenderedParts<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), preloadRenderedParts()]).then(([module]) => module);
}

/**
 * Loads the converter's code when the rate the server rendered is due for its refresh (a minute
 * after it was fetched), if the visitor has not used the page before then: a page left open keeps
 * a live rate. With no rate rendered (the server could not get one) that is now.
 */
export function useLoadWhenRateIsDue(load: () => unknown): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const fetched = queryClient
      .getQueryCache()
      .findAll({ queryKey: [RATE_QUERY_ROOT] })
      .map((query) => query.state.dataUpdatedAt)
      .filter((time) => time > 0);
    const due = fetched.length > 0 ? Math.min(...fetched) + RATE_FRESH_MS - Date.now() : 0;
    const timer = setTimeout(() => void load(), Math.max(0, due));
    return () => clearTimeout(timer);
  }, [queryClient, load]);
}
