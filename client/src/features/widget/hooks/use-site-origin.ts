import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The page's origin (https://example.com) for the embed code: '' on the server and while React
 * hydrates, so the server's HTML matches; the origin right after. The origin never changes.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
}
