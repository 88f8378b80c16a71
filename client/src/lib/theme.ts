export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';
const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/**
 * The theme lives in localStorage under `theme` (the product spec; default light) and on <html> as the
 * `dark` class, which index.html applies before first paint. The page's look follows the class
 * through CSS alone, the toggle's label and icon too (theme-toggle.tsx).
 */
export function toggleTheme(): void {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  const root = document.documentElement;
  root.classList.toggle('dark', next === 'dark');
  root.style.colorScheme = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage can be unavailable (private mode, quota); the theme still applies for this visit.
  }
}
