import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The page text is code the bundle carries (one JSON chunk per text and language), already in the
 * page's HTML. The server does not repeat it in the page's data: it names the queries instead, and
 * the browser loads their chunks with the page text's code, before that code hydrates the HTML
 * (docs/decisions/007 addendum). Apart from the text's code: the app's entry reads the names.
 */

/** The queries whose data is the page's bundled text. */
export const CONTENT_QUERY_ROOTS: ReadonlySet<string> = new Set(['article', 'coin-content', 'eth-guide', 'fixed-amount-articles']);

/** A server-rendered page's data: the dehydrated queries, and the keys of the text queries it left out. */
export type PageState = DehydratedState & { bundledQueries?: QueryKey[] };

let noted: { queryClient: QueryClient; keys: readonly QueryKey[] } | undefined;

/** The app's entry: the text queries this page was rendered with, for the client that hydrates it. */
export function noteBundledContent(queryClient: QueryClient, state: PageState): void {
  if (state.bundledQueries?.length) noted = { queryClient, keys: state.bundledQueries };
}

/**
 * Loads the noted texts into the query cache, so the text's code renders what the server did.
 * Rejects if one cannot be had: the text's code then waits too, and the page keeps its HTML
 * (components/deferred-part.tsx). Once loaded, never again: later renders (a client-side
 * navigation) ask for their text themselves. Nothing on the server.
 */
export async function loadBundledContent(): Promise<void> {
  if (!noted) return;
  const { queryClient, keys } = noted;
  const { fetchContent } = await import('./content-queries');
  await Promise.all(keys.map((key) => fetchContent(queryClient, key)));
  noted = undefined;
}
