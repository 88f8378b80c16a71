import { type ComponentType, type ReactElement, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadOnce } from '@/lib/load-once';

type Impl = ComponentType<{ content: ReactNode; defaultOpen: boolean; children: ReactElement }>;

/** The product spec: tooltips open after 700 ms. */
const OPEN_DELAY_MS = 700;

const tooltipModule = loadOnce<Impl>(() => import('./tooltip-impl').then((module) => module.TooltipImpl));

/**
 * A Radix tooltip whose code loads on the first hover or focus instead of with the page.
 * Until then the trigger is plain; the first hover still opens after 700 ms (the module loads
 * meanwhile). Swapping in the Radix tree re-creates the trigger, so it never happens under
 * keyboard focus (a screen reader would announce the control twice): focus only preloads, and
 * the swap waits for the blur; from then on Radix shows the tooltip on focus too.
 */
export function LazyTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const [impl, setImpl] = useState<{ Component: Impl; open: boolean } | null>(() => {
    const loaded = tooltipModule.current();
    return loaded ? { Component: loaded, open: false } : null;
  });
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

  const show = () =>
    void tooltipModule.load().then((Component) => {
      if (!hovering.current) return;
      // Hovered while focused (clicked earlier): hand focus to the re-created trigger.
      refocus.current = wrapper.current?.contains(document.activeElement) ?? false;
      setImpl({ Component, open: true });
    });

  return (
    <span
      ref={wrapper}
      className="contents"
      onPointerEnter={() => {
        hovering.current = true;
        void tooltipModule.load();
        clearTimeout(timer.current);
        timer.current = setTimeout(show, OPEN_DELAY_MS);
      }}
      onPointerLeave={() => {
        hovering.current = false;
        clearTimeout(timer.current);
      }}
      onFocus={() => void tooltipModule.load()}
      onBlur={() => {
        const loaded = tooltipModule.current();
        if (loaded) setImpl({ Component: loaded, open: false });
      }}
    >
      {children}
    </span>
  );
}
