import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type QuoteParams, quoteQuery } from '../api/quote-query';
import { quotable } from '../components/exchange-quote-parts';

/** Typing, picking and swapping settle this long before the exchanges are asked. */
export const QUOTE_DELAY_MS = 500;

/**
 * The exchange comparison for the converter's pair and amount, asked once they have been still
 * for QUOTE_DELAY_MS. The first render asks at once (the server renders a quote it already
 * has; the browser then has it in cache). `quote` is the answer for what is shown now;
 * `previous` an older amount's answer for the same pair, shown dimmed while the new one comes.
 */
export function useExchangeQuote(params: QuoteParams) {
  const [asked, setAsked] = useState(params);
  const { from, to, amount } = params;
  useEffect(() => {
    const timer = setTimeout(() => setAsked({ from, to, amount }), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [from, to, amount]);
  const enabled = quotable(asked.amount);
  const query = useQuery({ ...quoteQuery(asked), enabled, placeholderData: (last) => last });
  const data = query.data;
  const current = data && data.from === from && data.to === to && data.amount === amount ? data : undefined;
  const previous = !current && data && data.from === from && data.to === to ? data : undefined;
  return {
    quote: current,
    previous,
    /** The exchanges did not answer for what is shown (or the API refused it). */
    failed: query.isError && !query.isFetching && asked.amount === amount && asked.from === from && asked.to === to,
  };
}
