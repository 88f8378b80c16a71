import { useEffect, useState } from 'react';
import type { LoadOnce } from '@/lib/load-once';
import { onFirstOf } from '@/lib/on-first-interaction';

/** What says the visitor is there to try a failed load again: a tap, a key, or the network's return. */
const RETRY_EVENTS = ['pointerdown', 'keydown', 'online'] as const;

/**
 * A module loaded on demand (loadOnce), once `needed`: undefined until it is here. Already loaded
 * (preloaded before hydration, or by an earlier use), it is there on the first render, so a
 * hydrating tree matches the server's. A load that fails (offline, a chunk gone after a deploy)
 * leaves the placeholder and is tried again at the visitor's next tap or key, or when the
 * network is back.
 */
export function useLoadOnce<T>(module: LoadOnce<T>, needed = true): T | undefined {
  const [loaded, setLoaded] = useState(() => module.current());
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    let stopWaiting = () => {};
    const tryLoading = () =>
      module.load().then(
        (value) => live && setLoaded(() => value),
        () => {
          if (live) stopWaiting = onFirstOf(RETRY_EVENTS, tryLoading);
        },
      );
    void tryLoading();
    return () => {
      live = false;
      stopWaiting();
    };
  }, [module, needed, loaded]);
  return loaded;
}
