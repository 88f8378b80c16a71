import { type ComponentType, lazy, memo, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { loadOnce, settled } from '@/lib/load-once';
import { ContentSkeleton } from './components/prose';

/**
 * The editorial text below the converter is the page's largest piece of code (guides, FAQ
 * accordions, tabs) and the last thing a visitor reaches. The server renders it in full; the
 * browser keeps that HTML as it is and loads the code that makes it interactive only when it
 * comes near the viewport or the visitor first interacts with the page (a tap, a key, back or
 * forward). React hydrates the boundary then (selective hydration), so nothing moves or flashes,
 * and a page's first load carries only the converter (docs/decisions/007 addendum).
 */
const sections = loadOnce(() => import('./components/content-sections'));
type Sections = Awaited<ReturnType<typeof sections.load>>;

let release: () => void = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});

/** The server renders the text at once: it loads the code before rendering. */
export function preloadContent(): Promise<unknown> {
  release();
  return sections.load();
}

function fromSections<P extends object>(pick: (loaded: Sections) => ComponentType<P>) {
  return lazy(() => {
    const loaded = sections.current();
    if (loaded) return settled({ default: pick(loaded) });
    return released.then(() => sections.load()).then((module) => ({ default: pick(module) }));
  });
}

const WAKE_EVENTS = ['pointerdown', 'keydown', 'popstate'] as const;

function DeferredHydration({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sections.current()) return;
    const element = ref.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: '50% 0px' })
        : undefined;
    function stop() {
      observer?.disconnect();
      for (const name of WAKE_EVENTS) window.removeEventListener(name, wake, { capture: true });
    }
    function wake() {
      stop();
      release();
    }
    if (!observer || !element) return wake();
    observer.observe(element);
    for (const name of WAKE_EVENTS) window.addEventListener(name, wake, { capture: true, passive: true });
    return stop;
  }, []);
  // gap-[inherit]: the sections keep the page's own spacing, as if this box were not there.
  return (
    <div ref={ref} className="flex flex-col gap-[inherit]">
      <Suspense fallback={<ContentSkeleton />}>{children}</Suspense>
    </div>
  );
}

/**
 * Each section behind the boundary. memo: a parent re-rendering with the same props (the
 * converter's quote arriving) must not reach a boundary still waiting for its code, or React
 * would give up on the server's HTML and show the skeleton instead.
 */
function deferred<P extends object>(pick: (loaded: Sections) => ComponentType<P>) {
  const Section = fromSections(pick);
  return memo(function DeferredSection(props: P) {
    return (
      <DeferredHydration>
        <Section {...props} />
      </DeferredHydration>
    );
  });
}

export const ArticleBlock = deferred((m) => m.ArticleBlock);
export const PairContent = deferred((m) => m.PairContent);
export const HomeContent = deferred((m) => m.HomeContent);
export const FixedAmountContent = deferred((m) => m.FixedAmountContent);
