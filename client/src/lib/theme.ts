import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/**
 * The theme lives in localStorage under `theme` (the product spec; default light) and on <html> as the
 * `dark` class, which index.html applies before first paint. The page's look follows the class
 * through CSS alone; only the toggle reads it here (the server renders light). Not a context:
 * a context changing right after hydration would make React give up the server's HTML of any
 * part still waiting for its code (the deferred page text).
 */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    const root = document.documentElement;
    root.classList.toggle('dark', next === 'dark');
    root.style.colorScheme = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode, quota); the theme still applies for this visit.
    }
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggleTheme };
}
