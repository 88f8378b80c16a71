import { type ComponentType, lazy } from 'react';
import { loadOnce, settled } from './load-once';

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P> = { Page: ComponentType<P>; preload: () => Promise<unknown> };

/** When the page last loaded itself afresh for a chunk it could not fetch, per path (a loop guard). */
const RELOADED_KEY = 'page-chunk-reload';
const RELOAD_GUARD_MS = 30_000;

/**
 * A page reached in the browser (a link the app follows itself) whose chunk cannot be fetched: a
 * deploy since this page was opened replaced it, or the network dropped. The address already
 * names the page, so loading it afresh brings the server's HTML with the current files (or the
 * offline copy). Once per path in a while: if that load fails too, the page's placeholder stays
 * rather than loading in a loop.
 */
function loadPageAfresh(): Promise<never> {
  const never = new Promise<never>(() => {});
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { path?: string; at?: number } | null;
    if (last?.path === window.location.pathname && Date.now() - (last.at ?? 0) < RELOAD_GUARD_MS) return never;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ path: window.location.pathname, at: Date.now() }));
  } catch {
    // No session storage (a locked-down browser): reload all the same, at most as often as asked.
  }
  window.location.reload();
  return never;
}

/**
 * A page in its own chunk that can be loaded before React renders it. Once preloaded (the
 * server before rendering, the browser before hydrating), `lazy` receives an already-settled
 * thenable and renders synchronously, so the hydrated tree matches the server's HTML instead of
 * suspending into a fallback.
 */
export function lazyPage<P>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  const page = loadOnce(load);
  const Page = lazy(() => {
    const module = page.current();
    if (module) return settled(module);
    // On the server a failure is the render's to report; in the browser it must not blank the page.
    return typeof window === 'undefined' ? page.load() : page.load().catch(loadPageAfresh);
  });
  return { Page: Page as unknown as ComponentType<P>, preload: page.load };
}
