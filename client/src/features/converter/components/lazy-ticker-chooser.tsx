import { loadOnce } from '@/lib/load-once';
import type { Selection } from '../utils/selection';
import { useLoadOnce } from '@/hooks/use-load-once';

// Only a pair whose ticker several coins share shows the chooser (decision 011): its own chunk.
// The server loads it before rendering, and the browser before hydrating a page whose HTML has a
// ticker note (see main.tsx), so both render the same tree.
const chooserModule = loadOnce(() => import('./ticker-chooser'));

export function preloadTickerChooser(): Promise<unknown> {
  return chooserModule.load();
}

/** Whether a page's HTML carries a ticker note, so its chooser's code must load before hydration. */
export const TICKER_NOTE_SELECTOR = '[data-ticker-note]';

export function LazyTickerChooser({ selection }: { selection: Selection }) {
  const ambiguous = selection.alternatives.from.length > 0 || selection.alternatives.to.length > 0;
  const loaded = useLoadOnce(chooserModule, ambiguous);
  if (!ambiguous || !loaded) return null;
  return <loaded.TickerChooser selection={selection} />;
}
