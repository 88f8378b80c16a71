import { todayUtc } from '@shared/dates';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { historicalFxQuery } from '@/lib/fx-queries';
import { historicalRangeQuery, splitRange } from '@/lib/price-queries';
import type { PortfolioTx } from '../engine/types';
import { priceRanges } from '../valuation/value-transactions';
import type { CoinPrices, FiatRates } from '../worker/compute-request';

export type PortfolioPrices = {
  coins: CoinPrices[];
  fiats: FiatRates[];
  /** Some answers are still on their way. */
  pending: boolean;
  /** Assets whose history could not be read: their values stay unknown and what uses them is flagged. */
  failed: string[];
};

type Piece = { asset: string; kind: 'coin' | 'fiat'; from: string; to: string };

/**
 * The daily prices every transaction and the value chart need (decision 025), asked of the
 * site's own history as the calculator asks it: each coin's USD prices and each fiat's rates,
 * from the first day it appears to today, in pieces the API accepts.
 */
export function usePortfolioPrices(txs: readonly PortfolioTx[] | null, reporting: string, fiatIds: ReadonlySet<string>): PortfolioPrices {
  const pieces = useMemo<Piece[]>(() => {
    if (!txs || txs.length === 0) return [];
    return [...priceRanges(txs, reporting, todayUtc())].flatMap(([asset, range]) =>
      splitRange(range.from, range.to).map(([from, to]) => ({ asset, kind: fiatIds.has(asset) ? 'fiat' : 'coin', from, to }) as const),
    );
  }, [txs, reporting, fiatIds]);

  const results = useQueries({
    queries: pieces.map((piece) =>
      piece.kind === 'coin'
        ? { ...historicalRangeQuery(piece.asset, piece.from, piece.to), retry: 1 }
        : { ...historicalFxQuery(piece.asset, piece.from, piece.to), retry: 1 },
    ),
  });
  // One object while no answer changes: the page recomputes in the worker when it does.
  const stamp = results.map((r) => `${r.dataUpdatedAt}:${r.errorUpdatedAt}:${r.status}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` says when `results` changed.
  return useMemo(() => {
    const coins: CoinPrices[] = [];
    const fiats: FiatRates[] = [];
    const failed = new Set<string>();
    results.forEach((result, index) => {
      const piece = pieces[index]!;
      if (result.isError) failed.add(piece.asset);
      if (!result.data) return;
      if (piece.kind === 'coin') coins.push({ currency: piece.asset, points: result.data.points as CoinPrices['points'] });
      else fiats.push({ currency: piece.asset, points: result.data.points as FiatRates['points'] });
    });
    return { coins, fiats, pending: results.some((r) => r.isPending), failed: [...failed] };
  }, [stamp, pieces]);
}
