import type { DehydratedState } from '@tanstack/react-query';
import { preloadFixedAmountSummary, preloadStaleNotice, STALE_NOTICE_SELECTOR } from './components/lazy-on-demand';
import { preloadExchangeQuote } from './components/lazy-exchange-quote';
import { preloadPairSuggestions } from './components/lazy-pair-suggestions';
import { preloadTickerChooser, TICKER_NOTE_SELECTOR } from './components/lazy-ticker-chooser';

// The converter's parts that load on demand, as a server-rendered page shows them: their code must
// be there before React hydrates the converter, or it would render a placeholder where the server
// rendered the part. The app's entry notes them from the page's data and HTML; the converter's
// deferred code loads them with its own (converter-page.tsx). Apart from index.ts, so the entry
// does not take the converter itself.

let rendered: (() => Promise<unknown>)[] = [];

/** Notes which on-demand parts the server rendered into this page. */
export function noteRenderedParts(state: DehydratedState, container: Element, fixedAmount: boolean): void {
  const asked = (root: string) => state.queries?.some((query) => query.queryKey[0] === root) ?? false;
  rendered = [
    // A page whose URL names no currency was rendered with suggestions,
    asked('/api/currencies/suggest') && preloadPairSuggestions,
    // one with an exchange comparison (a quote given seconds before),
    asked('/api/quote') && preloadExchangeQuote,
    // one whose ticker several coins share, one showing that its rate is not live,
    container.querySelector(TICKER_NOTE_SELECTOR) !== null && preloadTickerChooser,
    container.querySelector(STALE_NOTICE_SELECTOR) !== null && preloadStaleNotice,
    // and a fixed-amount page.
    fixedAmount && preloadFixedAmountSummary,
  ].filter((preload) => preload !== false);
}

/** Loads the code of the parts noted: with the converter's, before it hydrates. */
export function preloadRenderedParts(): Promise<unknown> {
  return Promise.all(rendered.map((preload) => preload()));
}
