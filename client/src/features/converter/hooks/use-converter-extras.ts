import { todayUtc } from '@shared/dates';
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readConverterOptions, tickerList, writeConverterOptions } from '../utils/url-options';

/** Where the extra target currencies are remembered between visits (tickers, comma-separated). */
export const EXTRA_TARGETS_KEY = 'converter.extraTargets';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readStored = (): string => {
  try {
    return localStorage.getItem(EXTRA_TARGETS_KEY) ?? '';
  } catch {
    return ''; // storage blocked: nothing remembered
  }
};

/**
 * The converter's optional extras: a past date and up to five more targets. Both live in the
 * address when set (a link shares them); the targets are also remembered in localStorage, which
 * decides when the address says nothing. The server and the hydrating render see no stored list.
 */
export function useConverterExtras() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const options = readConverterOptions(search, todayUtc());
  const stored = useSyncExternalStore(subscribe, readStored, () => '');
  const extraTickers = options.also ?? tickerList(stored.split(','));

  const replaceSearch = useCallback(
    (next: string) => navigate(next ? `${location}?${next}` : location, { replace: true }),
    [location, navigate],
  );

  return {
    date: options.date,
    extraTickers,
    /** The search string to keep when the pair changes ("" or "date=…&also=…"). */
    search,
    setDate: (date: string | null) => replaceSearch(writeConverterOptions(search, { date })),
    setExtraTickers: (tickers: readonly string[]) => {
      const list = tickerList(tickers);
      try {
        localStorage.setItem(EXTRA_TARGETS_KEY, list.join(','));
      } catch {
        // storage blocked or full: the address still carries the list
      }
      for (const listener of listeners) listener();
      replaceSearch(writeConverterOptions(search, { also: list }));
    },
  };
}
