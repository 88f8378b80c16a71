import { type ComponentType, lazy, memo, type ReactNode, Suspense, useCallback, useEffect, useRef } from 'react';
import { loadOnce, settled } from '@/lib/load-once';
import { ContentSkeleton } from './components/prose';

/**
 * The editorial text below the converter is the page's largest piece of code (guides, FAQ
 * accordions, tabs) and the last thing a visitor reaches. The server renders it in full; the
 * browser keeps that HTML as it is and loads the code that makes it interactive only when it
 * comes near the viewport or the visitor first interacts with the page (a tap, a key, focus,
 * back or forward). React hydrates the boundary then (selective hydration), so nothing moves or flashes,
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

type Hydrated = { onHydrated: () => void };

function fromSections<P extends object>(pick: (loaded: Sections) => ComponentType<P>) {
  // The section, and an effect saying when React has taken over its HTML.
  const withSignal = (module: Sections) => {
    const Section = pick(module);
    return {
      default: function HydratedSection({ onHydrated, ...props }: P & Hydrated) {
        useEffect(onHydrated, [onHydrated]);
        return <Section {...(props as P)} />;
      },
    };
  };
  return lazy(() => {
    const loaded = sections.current();
    if (loaded) return settled(withSignal(loaded));
    return released.then(() => sections.load()).then(withSignal);
  });
}

const WAKE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'popstate'] as const;

/** What a tap on the waiting text may have meant to press (links work without code: not these). */
const PRESSABLE = 'button, [role="tab"]';

function DeferredHydration({ children }: { children: (onHydrated: () => void) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // A press on a button (an FAQ question, a tab) before its code is there: held, and pressed
  // again once React has taken over, so the first tap is never lost.
  const pending = useRef<HTMLElement | null>(null);
  const onHydrated = useCallback(() => {
    const element = ref.current;
    if (!element || element.dataset.hydrated) return;
    element.dataset.hydrated = 'true';
    const press = pending.current;
    pending.current = null;
    if (press?.isConnected) press.click();
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.dataset.hydrated) return;
    const hold = (event: MouseEvent) => {
      if (element.dataset.hydrated) return;
      const target = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
      if (!target || !element.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      pending.current = target;
      release();
    };
    // On the window, ahead of React's own listener, which drops a press on HTML it cannot hydrate yet.
    window.addEventListener('click', hold, { capture: true });
    return () => window.removeEventListener('click', hold, { capture: true });
  }, []);
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
  // data-hydrated: set once the text is interactive (browser tests wait for it, as for the page).
  return (
    <div ref={ref} data-deferred="" className="flex flex-col gap-[inherit]">
      <Suspense fallback={<ContentSkeleton />}>{children(onHydrated)}</Suspense>
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
    return <DeferredHydration>{(onHydrated) => <Section {...props} onHydrated={onHydrated} />}</DeferredHydration>;
  });
}

export const ArticleBlock = deferred((m) => m.ArticleBlock);
export const PairContent = deferred((m) => m.PairContent);
export const HomeContent = deferred((m) => m.HomeContent);
export const FixedAmountContent = deferred((m) => m.FixedAmountContent);
