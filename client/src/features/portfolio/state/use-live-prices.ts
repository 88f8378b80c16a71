import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { currentPriceQuery } from '@/lib/price-queries';

/** A coin's live price in the reporting currency (the site's consensus), with its time and source. */
export type LivePrice = { price: number; asOf: string; stale: boolean; provider: string };

/**
 * Today's value of each coin held (decision 025): the converter's live consensus rate in the
 * reporting currency, refreshed as the converter's is. A coin without a live rate stays unvalued.
 */
export function useLivePrices(assets: readonly string[], reporting: string): Map<string, LivePrice> {
  const results = useQueries({
    queries: assets.map((asset) => ({ ...currentPriceQuery(asset, reporting), staleTime: 60_000, refetchInterval: 60_000, retry: 1 })),
  });
  const stamp = results.map((r) => r.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` says when `results` changed.
  return useMemo(() => {
    const prices = new Map<string, LivePrice>();
    results.forEach((result, index) => {
      if (result.data) prices.set(assets[index]!, result.data);
    });
    return prices;
  }, [stamp, assets]);
}
