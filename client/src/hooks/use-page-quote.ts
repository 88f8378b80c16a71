import { useCallback, useState } from 'react';
import { useLocation, useRouter } from 'wouter';
import type { Currency } from '@shared/schemas/currency';

/**
 * What a page says of itself: the pair's rate, or that its URL names a currency that does not
 * exist. The converter tells it; the page's head is built from it.
 */
export type QuoteInfo = { from: Currency; to: Currency; rate: number; asOf: Date } | { unknownPair: true };

/** A full pathname without a trailing slash (/ja/ and /ja are one page). */
function pagePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The rate a pair page describes itself with, kept only for the URL it arrived on: after the
 * converter moves to another pair, the old pair's rate must not name the new page (its head).
 * Compared as full paths: wouter's location is within the locale's base (/btc-to-usd on
 * /ja/btc-to-usd), the address the quote arrived on is not.
 */
export function usePageQuote(): [QuoteInfo | undefined, (quote: QuoteInfo) => void] {
  const [location] = useLocation();
  const { base } = useRouter();
  const [state, setState] = useState<{ location: string; quote: QuoteInfo }>();
  const setQuote = useCallback((quote: QuoteInfo) => setState({ location: pagePath(window.location.pathname), quote }), []);
  return [state?.location === pagePath(`${base}${location}`) ? state.quote : undefined, setQuote];
}
