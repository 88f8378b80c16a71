import { useEffect, useState } from 'react';
import type { LoadOnce } from '@/lib/load-once';

/**
 * A module loaded on demand (loadOnce), once `needed`: undefined until it is here. Already loaded
 * (preloaded before hydration, or by an earlier use), it is there on the first render, so a
 * hydrating tree matches the server's.
 */
export function useLoadOnce<T>(module: LoadOnce<T>, needed = true): T | undefined {
  const [loaded, setLoaded] = useState(() => module.current());
  useEffect(() => {
    if (needed && !loaded) void module.load().then(setLoaded);
  }, [module, needed, loaded]);
  return loaded;
}
