import { type ComponentType, type ReactElement, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Impl = ComponentType<{ content: ReactNode; defaultOpen: boolean; children: ReactElement }>;

/** Spec §9: tooltips open after 700 ms. */
const OPEN_DELAY_MS = 700;

let loaded: Impl | null = null;
const loadImpl = () =>
  import('./tooltip-impl').then((module) => {
    loaded = module.TooltipImpl;
    return loaded;
  });

/**
 * A Radix tooltip whose code loads on the first hover or focus instead of with the page.
 * Until then the trigger is plain; the first hover still opens after 700 ms (the module loads
 * meanwhile) and the first keyboard focus opens it at once, as Radix does. Swapping in the
 * Radix tree re-creates the trigger, so focus is handed to the new element.
 */
export function LazyTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [impl, setImpl] = useState<{ Component: Impl; open: boolean } | null>(() => (loaded ? { Component: loaded, open: false } : null));
  const wrapper = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovering = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);
  useLayoutEffect(() => {
    if (!impl || !refocus.current) return;
    refocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('[tabindex="0"], button:not([disabled]), a[href]')?.focus();
  }, [impl]);

  if (impl) {
    return (
      <span ref={wrapper} className="contents">
        <impl.Component content={content} defaultOpen={impl.open}>
          {children}
        </impl.Component>
      </span>
    );
  }

  const show = (viaFocus: boolean) =>
    void loadImpl().then((Component) => {
      if (!viaFocus && !hovering.current) return;
      refocus.current = viaFocus;
      setImpl({ Component, open: true });
    });

  return (
    <span
      ref={wrapper}
      className="contents"
      onPointerEnter={() => {
        hovering.current = true;
        void loadImpl();
        clearTimeout(timer.current);
        timer.current = setTimeout(() => show(false), OPEN_DELAY_MS);
      }}
      onPointerLeave={() => {
        hovering.current = false;
        clearTimeout(timer.current);
      }}
      onFocus={(event) => {
        // Keyboard focus only: a click focuses too, and Radix does not open on that.
        if ((event.target as HTMLElement).matches(':focus-visible')) show(true);
      }}
    >
      {children}
    </span>
  );
}
