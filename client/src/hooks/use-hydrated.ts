import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates its HTML, true afterwards. Values that depend on
 * the visitor's machine (time zone, locale clock) render in a neutral form until then, so the
 * hydrated tree matches the server's byte for byte.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
