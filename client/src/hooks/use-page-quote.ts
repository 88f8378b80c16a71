import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { QuoteInfo } from '@/features/converter';

/**
 * The rate a pair page describes itself with, kept only for the URL it arrived on: after the
 * converter moves to another pair, the old pair's rate must not name the new page (its head).
 */
export function usePageQuote(): [QuoteInfo | undefined, (quote: QuoteInfo) => void] {
  const [location] = useLocation();
  const [state, setState] = useState<{ location: string; quote: QuoteInfo }>();
  const setQuote = useCallback((quote: QuoteInfo) => setState({ location: window.location.pathname, quote }), []);
  return [state?.location === location ? state.quote : undefined, setQuote];
}
