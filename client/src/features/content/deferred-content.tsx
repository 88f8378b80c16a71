import { type ComponentType, lazy, memo, type ReactNode, Suspense, useCallback, useEffect, useRef } from 'react';
import { loadOnce, settled } from '@/lib/load-once';
import { INTERACTED_ATTRIBUTE } from '@/lib/on-first-interaction';
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
/**
 * Keys the FAQ and the tabs handle themselves (moving between questions or tabs). Enter and
 * Space are not among them: on a button the browser turns them into a click, which is held.
 */
const HANDLED_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** Something the visitor did to the text before its code was there, to do again once it is. */
type Held = { target: HTMLElement; replay: () => void };

function DeferredHydration({ children }: { children: (onHydrated: () => void) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // A press on a button (an FAQ question, a tab) or a key on it before its code is there: held,
  // and done again once React has taken over, in order, so no first tap or key is lost.
  const held = useRef<Held[]>([]);
  const onHydrated = useCallback(() => {
    const element = ref.current;
    if (!element || element.dataset.hydrated) return;
    element.dataset.hydrated = 'true';
    const pending = held.current;
    held.current = [];
    for (const { target, replay } of pending) if (target.isConnected) replay();
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.dataset.hydrated) return;
    const holdIn = (event: Event): HTMLElement | null => {
      if (element.dataset.hydrated) return null;
      const target = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
      if (!target || !element.contains(target)) return null;
      event.preventDefault();
      event.stopPropagation();
      release();
      return target;
    };
    const holdClick = (event: MouseEvent) => {
      const target = holdIn(event);
      if (target) held.current.push({ target, replay: () => target.click() });
    };
    const holdKey = (event: KeyboardEvent) => {
      if (!HANDLED_KEYS.has(event.key) || event.isComposing) return;
      const target = holdIn(event);
      if (!target) return;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      held.current.push({
        target,
        // To whatever has focus by then (an earlier key may have moved it), as the key would have gone.
        replay: () => {
          const focused =
            document.activeElement instanceof HTMLElement && element.contains(document.activeElement) ? document.activeElement : target;
          focused.dispatchEvent(
            new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }),
          );
        },
      });
    };
    // On the window, ahead of React's own listeners, which drop input on HTML it cannot hydrate yet.
    window.addEventListener('click', holdClick, { capture: true });
    window.addEventListener('keydown', holdKey, { capture: true });
    return () => {
      window.removeEventListener('click', holdClick, { capture: true });
      window.removeEventListener('keydown', holdKey, { capture: true });
    };
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
    // A sign of use before this code had loaded (noted by the page's loader) wakes it at once.
    if (!observer || !element || document.documentElement.hasAttribute(INTERACTED_ATTRIBUTE)) return wake();
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
