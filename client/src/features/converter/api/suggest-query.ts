import { isCurrencyList } from '@shared/schemas/guards';
import type { Currency } from '@shared/schemas/currency';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '@/lib/api-client';

/** "Did you mean": the catalog's currencies nearest to a ticker that named none (answered on the server). */
export function suggestQuery(typed: string) {
  const q = typed.slice(0, 200);
  return queryOptions({
    queryKey: ['/api/currencies/suggest', q],
    // An answer of another shape suggests nothing.
    queryFn: (): Promise<Currency[]> =>
      apiRequest(apiUrl('/api/currencies/suggest', { q }), { schema: { parse: (body) => (isCurrencyList(body) ? body : []) } }),
    staleTime: 5 * 60 * 1000,
  });
}
