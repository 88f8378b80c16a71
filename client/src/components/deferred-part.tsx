import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { loadOnce, settled } from '@/lib/load-once';
import { FIRST_INTERACTION_EVENTS, INTERACTED_ATTRIBUTE, onFirstOf } from '@/lib/on-first-interaction';

/**
 * Parts of a page that show server-rendered HTML and do nothing until the visitor acts on them
 * (the page text, the footer, tables of links) keep their code out of the page's first load. The
 * server renders them in full; in the browser React leaves their HTML as it is (a Suspense
 * boundary whose code has not loaded stays dehydrated) and hydrates it once the code has come,
 * which it asks for at the visitor's first sign of use (docs/decisions/007 addendum).
 *
 * A tap on a button or a key the part handles itself, given before its code is there, is held and
 * done again once React has taken over, in order: no first tap or key is lost. Links need no code.
 */
export type DeferredModule<M> = {
  /** A component of the module, rendered through the deferral. */
  part: <P extends object>(pick: (module: M) => ComponentType<P>, options?: PartOptions) => ComponentType<P>;
  /** Loads the code now (the server, before rendering; a page that needs it at once). */
  preload: () => Promise<M>;
};

type PartOptions = {
  /** Shown only when the part is rendered in the browser before its code is there (a client-side navigation). */
  fallback?: ReactNode;
  /** The wrapper's classes; by default it takes no box of its own (display: contents). */
  className?: string;
};

const deferredModules: DeferredModule<unknown>[] = [];

/**
 * The server renders every deferred part in full: it loads all their code first, including parts
 * that deferred code declares (the converter's body holds the page text).
 */
export async function preloadDeferredParts(): Promise<void> {
  for (let loaded = 0; loaded < deferredModules.length; ) {
    const pending = deferredModules.slice(loaded);
    loaded = deferredModules.length;
    await Promise.all(pending.map((module) => module.preload()));
  }
}

/** `name` marks the parts' wrappers (data-deferred), for browser tests and a reader of the HTML. */
export function deferredModule<M>(name: string, load: () => Promise<M>): DeferredModule<M> {
  const code = loadOnce(load);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const preload = () => {
    release();
    return code.load();
  };
  // If the code cannot be had (offline, a chunk gone after a deploy), the part keeps its server
  // HTML, which reads and links as before, and tries again at a later use: never a page that fails.
  const retryNow: (() => void)[] = [];
  const untilLoaded = (): Promise<M> =>
    code.load().catch(() =>
      new Promise<void>((resolve) => {
        retryNow.push(resolve);
        void nextChance().then(resolve);
      }).then(untilLoaded),
    );
  /** Asks for the code (again, after a failure: a tap on the part is a reason to try at once). */
  const ask = () => {
    const loading = preload();
    for (const retry of retryNow.splice(0)) retry();
    return loading;
  };

  function part<P extends object>(pick: (module: M) => ComponentType<P>, options: PartOptions = {}): ComponentType<P> {
    // The part, and an effect saying when React has taken over its HTML.
    const withSignal = (module: M) => {
      const Part = pick(module);
      return {
        default: function HydratedPart({ onHydrated, ...props }: P & Hydrated) {
          useEffect(onHydrated, [onHydrated]);
          return <Part {...(props as P)} />;
        },
      };
    };
    const Lazy = lazy(() => {
      const loaded = code.current();
      if (loaded) return settled(withSignal(loaded));
      return released.then(untilLoaded).then(withSignal);
    });
    // memo: no render may reach a boundary still waiting for its code (the wrapper's own, or a
    // parent's with the same props), or React would give up on the server's HTML for the fallback.
    const Boundary = memo(function Boundary(props: P & Hydrated) {
      return (
        <Suspense fallback={options.fallback ?? null}>
          <Lazy {...props} />
        </Suspense>
      );
    });
    return function DeferredPart(props: P) {
      // Whether React first rendered this part afresh in the browser (a client-side navigation, a
      // part that appears later), not hydrating server HTML: then there is none to keep, and the
      // code loads now. (Read once: after hydration the store says "client", which changes nothing.)
      const [clientRender] = useState(useSyncExternalStore(noSubscription, isClient, isServer));
      if (clientRender) release();
      // While the server's HTML waits for its code, the props it was rendered with stay: new ones
      // (a rate that moved) would make React throw that HTML away for the fallback.
      const rendered = useRef(props);
      const [live, setLive] = useState(clientRender || code.current() !== undefined);
      const { ref, onHydrated } = useHeldInput(ask, setLive);
      // New props (the rate moved) ask for the code too: the part hydrates with the props its HTML
      // was rendered from, then shows the new ones.
      const changed = !live && !shallowEqual(props, rendered.current);
      useEffect(() => {
        if (changed) void ask().catch(() => {});
      }, [changed]);
      return (
        <div ref={ref} className={options.className ?? 'contents'} data-deferred={name}>
          <Boundary {...(live ? props : rendered.current)} onHydrated={onHydrated} />
        </div>
      );
    };
  }

  const module: DeferredModule<M> = { part, preload };
  deferredModules.push(module as DeferredModule<unknown>);
  return module;
}

type Hydrated = { onHydrated: () => void };

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
}

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** What a tap on waiting HTML may have meant to press (links work without code: not these). */
const PRESSABLE = 'button, [role="tab"], summary';
/**
 * Keys the parts handle themselves (moving between FAQ questions or tabs). Enter and Space are not
 * among them: on a button the browser turns them into a click, which is held.
 */
const HANDLED_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
/** A sign of use anywhere on the page asks for the code; so does going back or forward. */
const WAKE_EVENTS = [...FIRST_INTERACTION_EVENTS, 'popstate'] as const;

/** Between attempts at code that failed to load: a moment, then the next sign of use or the network's return. */
const RETRY_PAUSE_MS = 3000;

const RETRY_EVENTS = [...FIRST_INTERACTION_EVENTS, 'pointermove', 'online'];

function nextChance(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, RETRY_PAUSE_MS)).then(
    () => new Promise<void>((resolve) => onFirstOf(RETRY_EVENTS, resolve)),
  );
}

/** Something the visitor did to the part before its code was there, to do again once it is. */
type Held = { target: HTMLElement; replay: () => void };

/**
 * Holds taps and keys on the part's buttons until React has taken over its HTML, then does them
 * again. `onHydrated` is called by the hydrated part's effect; the wrapper then carries
 * data-hydrated (browser tests wait for it, as for the page).
 */
function useHeldInput(load: () => Promise<unknown>, setLive: (live: boolean) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const held = useRef<Held[]>([]);
  const onHydrated = useCallback(() => {
    const element = ref.current;
    if (!element || element.dataset.hydrated) return;
    element.dataset.hydrated = 'true';
    setLive(true);
    const pending = held.current;
    held.current = [];
    for (const { target, replay } of pending) if (target.isConnected) replay();
  }, [setLive]);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.dataset.hydrated) return;
    // Input held for code that then failed to load is dropped: done minutes later, on the next
    // try, it would surprise (and a second tap would undo it).
    const attempt = () => void load().catch(() => held.current.splice(0));
    const holdIn = (event: Event): HTMLElement | null => {
      if (element.dataset.hydrated) return null;
      const target = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
      if (!target || !element.contains(target)) return null;
      event.preventDefault();
      event.stopPropagation();
      attempt();
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
    // On the window, ahead of React's own listeners, which drop input on HTML they cannot hydrate yet.
    window.addEventListener('click', holdClick, { capture: true });
    window.addEventListener('keydown', holdKey, { capture: true });
    // A sign of use before this code had loaded (noted by the page's loader) asks for it at once.
    let stopWaiting = () => {};
    if (document.documentElement.hasAttribute(INTERACTED_ATTRIBUTE)) attempt();
    else stopWaiting = onFirstOf(WAKE_EVENTS, attempt);
    return () => {
      window.removeEventListener('click', holdClick, { capture: true });
      window.removeEventListener('keydown', holdKey, { capture: true });
      stopWaiting();
    };
  }, [load]);
  return { ref, onHydrated };
}
