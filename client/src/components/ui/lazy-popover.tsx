import { type ComponentType, useState } from 'react';
import type { PopoverImplProps } from './popover-impl';

let loaded: ComponentType<PopoverImplProps> | null = null;
const loadImpl = () =>
  import('./popover-impl').then((module) => {
    loaded = module.PopoverImpl;
    return loaded;
  });

/** Starts loading the popover code (on hover or focus of a trigger, before the click). */
export function preloadPopover(): void {
  void loadImpl();
}

/**
 * A controlled Radix popover whose code loads when the page first needs it. Until it opens, the
 * trigger is a plain button with the same look and ARIA state; the first open swaps in the
 * Radix tree (content, focus handling, outside clicks), which then stays.
 */
export function LazyPopover(props: PopoverImplProps) {
  const [Impl, setImpl] = useState<ComponentType<PopoverImplProps> | null>(null);
  const { open, onOpenChange, trigger, triggerProps } = props;

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
      onPointerEnter={preloadPopover}
      onFocus={preloadPopover}
      onClick={() => {
        void loadImpl().then((component) => {
          setImpl(() => component);
          onOpenChange(true);
        });
      }}
    >
      {trigger}
    </button>
  );
}
