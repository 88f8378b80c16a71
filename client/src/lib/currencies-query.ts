import { withDefaultCurrencies } from '@shared/currencies/default-lists';
import type { Currency, CurrencyType } from '@shared/schemas/currency';
import { isCurrencyList } from '@shared/schemas/guards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getJson } from '@/lib/api-client';
import { retryDelay } from '@/lib/query-client';

const HOUR = 60 * 60 * 1000;

/** Spec §7–§9: the currency lists, cached 1 hour, 3 retries, default lists when unusable. */
export function currenciesQuery(type: CurrencyType) {
  return queryOptions({
    queryKey: [`/api/currencies/${type}`],
    queryFn: async () => {
      const body = await getJson<unknown>(`/api/currencies/${type}`);
      return withDefaultCurrencies(isCurrencyList(body) ? body : null, type);
    },
    staleTime: HOUR,
    retry: 3,
    retryDelay,
  });
}

const DEFAULT_CRYPTOS = withDefaultCurrencies(null, 'crypto');
const DEFAULT_FIATS = withDefaultCurrencies(null, 'fiat');

export type CurrencyLists = { cryptos: Currency[]; fiats: Currency[] };

/** Both lists; after the retries fail, the built-in defaults, so the converter still works. */
export function useCurrencyLists(): CurrencyLists | undefined {
  const crypto = useQuery(currenciesQuery('crypto'));
  const fiat = useQuery(currenciesQuery('fiat'));
  const cryptos = crypto.data ?? (crypto.isError ? DEFAULT_CRYPTOS : undefined);
  const fiats = fiat.data ?? (fiat.isError ? DEFAULT_FIATS : undefined);
  // One object per pair of lists: consumers memoize on it, and a new object every render would
  // re-run their effects every render.
  return useMemo(() => (cryptos && fiats ? { cryptos, fiats } : undefined), [cryptos, fiats]);
}
