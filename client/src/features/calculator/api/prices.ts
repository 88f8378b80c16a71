import { type HistoricalPriceResponse, HistoricalRangeResponseSchema } from '@shared/schemas/historical-response';
import { ConvertResponseSchema } from '@shared/schemas/convert-response';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, fetchJsonExplained } from '@/lib/api-client';

const getOrExplain = (url: string) =>
  fetchJsonExplained(url, {}, (res) => `The price service answered ${res.status}. Please try again.`);

export async function fetchHistoricalPrice(currency: string, date: string): Promise<HistoricalPriceResponse> {
  return (await getOrExplain(apiUrl('/api/historical-price', { currency, date }))) as HistoricalPriceResponse;
}

/** Spec §7: the calculator's current price is /api/convert?from={id}&to=usd. */
export async function fetchCurrentPrice(currency: string): Promise<{ price: number; asOf: string; stale: boolean }> {
  const quote = ConvertResponseSchema.parse(await getOrExplain(apiUrl('/api/convert', { from: currency, to: 'usd' })));
  return { price: quote.rate, asOf: quote.asOf, stale: quote.stale };
}

export function historicalRangeQuery(currency: string, from: string, to: string) {
  return queryOptions({
    queryKey: ['/api/historical-range', { currency, from, to }],
    queryFn: async () => HistoricalRangeResponseSchema.parse(await getOrExplain(apiUrl('/api/historical-range', { currency, from, to }))),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
