import { isCurrencyList } from '@shared/schemas/guards';
import type { Currency } from '@shared/schemas/currency';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, getJson } from '@/lib/api-client';

/** "Did you mean": the catalog's currencies nearest to a ticker that named none (answered on the server). */
export function suggestQuery(typed: string) {
  const q = typed.slice(0, 200);
  return queryOptions({
    queryKey: ['/api/currencies/suggest', q],
    queryFn: async (): Promise<Currency[]> => {
      const body = await getJson<unknown>(apiUrl('/api/currencies/suggest', { q }));
      return isCurrencyList(body) ? body : [];
    },
    staleTime: 5 * 60 * 1000,
  });
}
