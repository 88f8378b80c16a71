import { COMPLETE_LIST_SIZE } from '@shared/currencies/default-ids';
import type { Currency, CurrencyType } from '@shared/schemas/currency';
import { isCurrencyList } from '@shared/schemas/guards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/lib/api-client';
import { retryDelay } from '@/lib/query-client';

const HOUR = 60 * 60 * 1000;

/** The product spec: the currency lists, cached 1 hour, 3 retries, default lists when unusable. */
export function currenciesQuery(type: CurrencyType) {
  return queryOptions({
    queryKey: [`/api/currencies/${type}`],
    queryFn: async () => {
      // Any answer: a list of the wrong shape is completed below from the built-in tables, not refused.
      const body = await apiRequest(`/api/currencies/${type}`);
      if (isCurrencyList(body) && body.length >= COMPLETE_LIST_SIZE) return body;
      // The product spec: a short or unusable list is completed from the built-in tables (loaded now).
      const { withDefaultCurrencies } = await import('@shared/currencies/default-lists');
      return withDefaultCurrencies(isCurrencyList(body) ? body : null, type);
    },
    staleTime: HOUR,
    retry: 3,
    retryDelay,
  });
}

/** The built-in lists, for when the API cannot give any (loaded only then). */
const defaultListsQuery = queryOptions({
  queryKey: ['default-currency-lists'],
  queryFn: async () => {
    const { withDefaultCurrencies } = await import('@shared/currencies/default-lists');
    return { cryptos: withDefaultCurrencies(null, 'crypto'), fiats: withDefaultCurrencies(null, 'fiat') };
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export type CurrencyLists = { cryptos: Currency[]; fiats: Currency[] };

/** Both lists; after the retries fail, the built-in defaults, so the converter still works. */
export function useCurrencyLists(): CurrencyLists | undefined {
  const crypto = useQuery(currenciesQuery('crypto'));
  const fiat = useQuery(currenciesQuery('fiat'));
  const defaults = useQuery({ ...defaultListsQuery, enabled: crypto.isError || fiat.isError });
  const cryptos = crypto.data ?? (crypto.isError ? defaults.data?.cryptos : undefined);
  const fiats = fiat.data ?? (fiat.isError ? defaults.data?.fiats : undefined);
  // One object per pair of lists: consumers memoize on it, and a new object every render would
  // re-run their effects every render.
  return useMemo(() => (cryptos && fiats ? { cryptos, fiats } : undefined), [cryptos, fiats]);
}
