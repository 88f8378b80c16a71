import { type Remote, wrap } from 'comlink';
import type { PortfolioApi } from './portfolio-compute';

/** The portfolio's computations, in a Web Worker where the browser has them. */
export type PortfolioCompute = {
  computeAll: (...args: Parameters<PortfolioApi['computeAll']>) => Promise<ReturnType<PortfolioApi['computeAll']>>;
  previewImport: (...args: Parameters<PortfolioApi['previewImport']>) => Promise<ReturnType<PortfolioApi['previewImport']>>;
  pricedFor: (...args: Parameters<PortfolioApi['pricedFor']>) => Promise<ReturnType<PortfolioApi['pricedFor']>>;
};

let worker: Remote<PortfolioApi> | null = null;

/**
 * One worker for the page, started on first use. Where there are no workers (tests under jsdom)
 * the same functions run on this thread, loaded on demand.
 */
export function portfolioCompute(): PortfolioCompute {
  if (typeof Worker === 'undefined') {
    const api = import('./portfolio-compute').then((m) => m.portfolioApi);
    return {
      computeAll: async (request) => (await api).computeAll(request),
      previewImport: async (...args) => (await api).previewImport(...args),
      pricedFor: async (...args) => (await api).pricedFor(...args),
    };
  }
  worker ??= wrap<PortfolioApi>(new Worker(new URL('./portfolio-worker.ts', import.meta.url), { type: 'module' }));
  return worker as unknown as PortfolioCompute;
}
