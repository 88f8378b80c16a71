import { type ComponentProps, createContext, type KeyboardEvent, useCallback, useContext, useId, useMemo, useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): the markup and keyboard of Radix Tabs,
 * owned here because the converter's two tabs are on every page's first load and Radix's tabs
 * with their roving-focus and collection layers cost ≈5 KB gzip of the 120 KB budget
 * (docs/decisions/007 and 017). Horizontal and left-to-right only, as every
 * locale of the site is.
 */
type TabsState = { value: string | undefined; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  const state = useMemo(() => ({ value: current, select, baseId }), [current, select, baseId]);
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Arrow keys move between the enabled tabs, wrapping; Home and End go to the ends. Moving selects. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = KEYS[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || tabs.length === 0) return;
  event.preventDefault();
  const next = tabs[move(index, tabs.length)]!;
  next.focus();
  next.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex min-h-11 w-full items-center rounded-md bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, onClick, ...props }: ComponentProps<'button'> & { value: string }) {
  const { value: current, select, baseId } = useTabs();
  const active = current === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={active}
      aria-controls={contentId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      // One tab stop for the list: the selected tab (arrows reach the others).
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex min-h-9 flex-1 items-center justify-center rounded-sm px-3 py-1.5 text-center text-sm font-medium leading-tight transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered (as Radix does without forceMount). */
export function TabsContent({ value, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const { value: current, baseId } = useTabs();
  const active = current === value;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!active}
      tabIndex={0}
      {...props}
    >
      {active && children}
    </div>
  );
}
