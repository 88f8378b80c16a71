import { msg } from '@lingui/core/macro';
import { plainDecimal } from '@shared/format';
import { isQuoteSummary } from '@shared/schemas/quote-summary-guard';
import type { QuoteResponse } from '@shared/schemas/quote';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl, guarded } from '@/lib/api-client';

export type QuoteParams = { from: string; to: string; amount: number };

/** What the line says of any failed answer: quotes are extra, so one calm sentence for every cause. */
const QUOTE_ERROR = msg`Exchange quotes for this amount are unavailable right now.`;

export function fetchQuote({ from, to, amount }: QuoteParams, signal?: AbortSignal): Promise<QuoteResponse> {
  const url = apiUrl('/api/quote', { from, to, amount: plainDecimal(amount) });
  return apiRequest(url, { signal, schema: guarded(isQuoteSummary), explain: () => QUOTE_ERROR, unreadable: QUOTE_ERROR });
}

/** The server reuses books for 5 s (decision 024): asking sooner brings the same answer. */
const BOOK_FRESH_MS = 5_000;
const MINUTE = 60_000;

/**
 * What each exchange would give for the amount. Fresh for as long as the server's books; a
 * visible page asks again each minute, as the rate does. One try: a failure shows one line, and
 * the next change or minute asks again.
 */
export function quoteQuery(params: QuoteParams) {
  return queryOptions({
    queryKey: ['/api/quote', params],
    queryFn: ({ signal }) => fetchQuote(params, signal),
    staleTime: BOOK_FRESH_MS,
    refetchInterval: MINUTE,
    retry: false,
  });
}
