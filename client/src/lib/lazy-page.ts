import { type ComponentType, lazy } from 'react';
import { loadOnce, settled } from './load-once';

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P> = { Page: ComponentType<P>; preload: () => Promise<unknown> };

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
    return module ? settled(module) : page.load();
  });
  return { Page: Page as unknown as ComponentType<P>, preload: page.load };
}
