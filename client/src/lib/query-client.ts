import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The product spec: the default query fetches the first element of the query key as a URL. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest(String(queryKey[0]));

/** The product spec: backoff doubling from 1 s, capped at 30 s, where a query retries. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
