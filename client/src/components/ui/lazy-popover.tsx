import { type ComponentType, useState } from 'react';
import { loadOnce } from '@/lib/load-once';
import type { PopoverImplProps } from './popover-impl';

const popoverModule = loadOnce(() => import('./popover-impl').then((module) => module.PopoverImpl));

/** Starts loading the popover code (on hover or focus of a trigger, before the click). */
export function preloadPopover(): void {
  void popoverModule.load();
}

/**
 * A controlled Radix popover whose code loads when the page first needs it. Until it opens, the
 * trigger is a plain button with the same look and ARIA state; the first open swaps in the
 * Radix tree (content, focus handling, outside clicks), which then stays.
 */
export function LazyPopover({ prepare, ...props }: PopoverImplProps & { prepare?: () => Promise<unknown> }) {
  const [Impl, setImpl] = useState<ComponentType<PopoverImplProps> | null>(null);
  const { open, onOpenChange, trigger, triggerProps } = props;
  // The content's own code, when it has some: loaded beside the popover's, and waited for.
  const preload = () => {
    preloadPopover();
    void prepare?.();
  };

  const loaded = popoverModule.current();
  if (Impl || (open && loaded)) {
    const Component = Impl ?? loaded!;
    return <Component {...props} />;
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...triggerProps}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        void Promise.all([popoverModule.load(), prepare?.()]).then(([component]) => {
          setImpl(() => component);
          onOpenChange(true);
        });
      }}
    >
      {trigger}
    </button>
  );
}
