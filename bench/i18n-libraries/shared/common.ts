import { useSyncExternalStore } from 'use-sync-external-store/shim';

/**
 * What the real app's first load already carries, so no variant is charged for it: the
 * use-sync-external-store shim (wouter's dependency) and Vite's preload helper (lazy pages).
 */
export function appCommon(): void {
  (globalThis as { __shim?: unknown }).__shim = useSyncExternalStore;
  document.addEventListener('click', () => void import('./lazy'), { once: true });
}
