import { useCallback, useEffect, useRef, useState } from 'react';
import type { PortfolioTx } from '../engine/types';
import { openPortfolioStore, type PortfolioStore } from '../storage/portfolio-store';
import { DEFAULT_SETTINGS, type PortfolioSettings, settingsFrom } from './portfolio-settings';

const SETTINGS_KEY = 'view';

export type PortfolioState =
  | { status: 'loading' }
  /** IndexedDB refused (a private window in some browsers, or storage turned off). */
  | { status: 'unavailable' }
  | { status: 'ready'; txs: PortfolioTx[]; settings: PortfolioSettings };

export type PortfolioActions = {
  save: (tx: PortfolioTx) => Promise<void>;
  remove: (id: string) => Promise<void>;
  addNew: (txs: readonly PortfolioTx[]) => Promise<{ added: number; existing: number }>;
  replaceAll: (txs: readonly PortfolioTx[]) => Promise<void>;
  all: () => Promise<PortfolioTx[]>;
  changeSettings: (patch: Partial<PortfolioSettings>) => void;
};

/**
 * The visitor's transactions and view settings, from this browser's IndexedDB (decision 025).
 * Opened after hydration only: the server has nothing of them. Every write reads the list back,
 * so the page shows what was really kept.
 */
export function usePortfolioStore(): [PortfolioState, PortfolioActions] {
  const [state, setState] = useState<PortfolioState>({ status: 'loading' });
  const storeRef = useRef<PortfolioStore | null>(null);

  useEffect(() => {
    let closed = false;
    openPortfolioStore()
      .then(async (store) => {
        if (closed) return store.close();
        storeRef.current = store;
        const [txs, stored] = await Promise.all([store.all(), store.setting(SETTINGS_KEY)]);
        if (!closed) setState({ status: 'ready', txs, settings: settingsFrom(stored) });
      })
      .catch((error: unknown) => {
        console.warn('Portfolio storage unavailable:', error);
        if (!closed) setState({ status: 'unavailable' });
      });
    return () => {
      closed = true;
      storeRef.current?.close();
      storeRef.current = null;
    };
  }, []);

  /** Runs a write, then shows what the store now keeps: read back, or (after an import) merged in memory. */
  const withStore = useCallback(
    async <T>(work: (store: PortfolioStore) => Promise<T>, merge?: (result: T, txs: PortfolioTx[]) => PortfolioTx[]): Promise<T> => {
      const store = storeRef.current;
      if (!store) throw new Error('Portfolio storage is not open');
      const result = await work(store);
      const reread = merge ? null : await store.all();
      setState((previous) => {
        const settings = previous.status === 'ready' ? previous.settings : DEFAULT_SETTINGS;
        const txs = reread ?? merge!(result, previous.status === 'ready' ? previous.txs : []);
        return { status: 'ready', txs, settings };
      });
      return result;
    },
    [],
  );

  const [actions] = useState<PortfolioActions>(() => ({
    save: (tx) => withStore((store) => store.put(tx)),
    remove: (id) => withStore((store) => store.remove(id)),
    // Reading 10,000 rows back after an import costs more than merging the new ones (the bench script).
    addNew: (txs) =>
      withStore(
        (store) => store.addNew(txs),
        ({ fresh }, kept) => [...kept, ...fresh].sort((a, b) => a.time - b.time),
      ),
    replaceAll: (txs) => withStore((store) => store.replaceAll(txs)),
    all: async () => (storeRef.current ? storeRef.current.all() : []),
    changeSettings: (patch) =>
      setState((previous) => {
        if (previous.status !== 'ready') return previous;
        const settings = { ...previous.settings, ...patch };
        storeRef.current
          ?.saveSetting(SETTINGS_KEY, settings)
          .catch((error: unknown) => console.warn('Portfolio settings not saved:', error));
        return { ...previous, settings };
      }),
  }));
  return [state, actions];
}
