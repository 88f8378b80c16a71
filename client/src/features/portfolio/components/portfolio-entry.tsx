import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { currenciesQuery } from '@/lib/currencies-query';
import { loadOnce } from '@/lib/load-once';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import type { Handoff } from '../state/handoff';
import { hasStoredTransactions } from '../storage/has-stored-transactions';
import { PortfolioSkeleton } from './portfolio-skeleton';
import { PortfolioWelcome } from './portfolio-welcome';

const fullView = loadOnce(() => import('./portfolio-view'));

type Mode = 'checking' | 'welcome' | 'full';

/**
 * The portfolio as a visitor first meets it (decision 025). A browser that keeps transactions
 * loads the full view at once; one that keeps none gets a light welcome with the same three ways
 * in (import, add, restore), and the full view's code loads at the first sign of use, so a first
 * visit costs no more than the page's budget. What was started is handed over, not asked again.
 */
export function PortfolioEntry() {
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>('checking');
  const [handoff, setHandoff] = useState<Handoff | undefined>();
  const [View, setView] = useState<ComponentType<{ handoff?: Handoff | undefined }> | undefined>(() => fullView.current()?.PortfolioView);

  const openFull = useCallback((next?: Handoff) => {
    setHandoff(next);
    setMode('full');
    fullView
      .load()
      .then((loaded) => setView(() => loaded.PortfolioView))
      .catch((error: unknown) => console.error('Portfolio code did not load:', error));
  }, []);

  useEffect(() => {
    hasStoredTransactions()
      .then((has) => (has ? openFull() : setMode('welcome')))
      // No IndexedDB: the full view says so in its own words.
      .catch(() => openFull());
  }, [openFull]);

  useEffect(() => {
    if (mode !== 'welcome') return;
    let live = true;
    onFirstInteraction().then(() => {
      if (!live) return;
      // The worker and the currency lists too: a file chosen next is read without waiting for them.
      void client.prefetchQuery(currenciesQuery('crypto'));
      void client.prefetchQuery(currenciesQuery('fiat'));
      fullView
        .load()
        .then((loaded) => loaded.warmUp())
        .catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [mode, client]);

  if (mode === 'welcome') return <PortfolioWelcome onStart={openFull} />;
  if (mode === 'full' && View) return <View handoff={handoff} />;
  return <PortfolioSkeleton />;
}
