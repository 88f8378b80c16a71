import { Skeleton } from '@/components/ui/skeleton';
import { loadOnce } from '@/lib/load-once';
import type { PairSuggestionsProps } from './pair-suggestions';
import { useLoadOnce } from '@/hooks/use-load-once';

// Only pages whose URL names no currency need the suggestions: their own chunk, never a pair
// page's first load. The server loads it before rendering and the browser before hydrating a
// page that has them (see entry-server and main), so both render the same tree.
const suggestionsModule = loadOnce(() => import('./pair-suggestions'));

export function preloadPairSuggestions(): Promise<unknown> {
  return suggestionsModule.load();
}

export function LazyPairSuggestions(props: PairSuggestionsProps) {
  const loaded = useLoadOnce(suggestionsModule);
  if (!loaded) return <Skeleton className="h-40 w-full" />;
  return <loaded.PairSuggestions {...props} />;
}
