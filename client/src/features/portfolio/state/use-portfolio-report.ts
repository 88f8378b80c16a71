import { todayUtc } from '@shared/dates';
import { useEffect, useState } from 'react';
import type { PortfolioTx } from '../engine/types';
import type { ComputeResult } from '../worker/compute-request';
import { portfolioCompute } from '../worker/portfolio-worker-client';
import type { PortfolioSettings } from './portfolio-settings';
import type { PortfolioPrices } from './use-portfolio-prices';

export type ReportState = { result: ComputeResult | null; computing: boolean; failed: boolean };

/**
 * The report of the current transactions, prices and settings, computed in the worker. The last
 * result stays on the page while the next is computed, so figures change in place, never blank.
 */
export function usePortfolioReport(
  txs: readonly PortfolioTx[] | null,
  prices: PortfolioPrices,
  settings: PortfolioSettings,
  fiatIds: ReadonlySet<string>,
): ReportState {
  const [state, setState] = useState<ReportState>({ result: null, computing: false, failed: false });
  useEffect(() => {
    if (!txs) return;
    let current = true;
    setState((previous) => ({ ...previous, computing: true }));
    portfolioCompute()
      .computeAll({ txs: [...txs], coins: prices.coins, fiats: prices.fiats, fiatIds: [...fiatIds], settings, today: todayUtc() })
      .then((result) => {
        // For the bench script and the browser's performance panel: the worker's own time.
        performance.mark('portfolio-computed', { detail: { computeMs: result.computeMs, txs: txs.length } });
        if (current) setState({ result, computing: false, failed: false });
      })
      .catch((error: unknown) => {
        console.error('Portfolio computation failed:', error);
        if (current) setState((previous) => ({ ...previous, computing: false, failed: true }));
      });
    return () => {
      current = false;
    };
  }, [txs, prices.coins, prices.fiats, settings, fiatIds]);
  return state;
}
