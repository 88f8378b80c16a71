import type { Currency } from '@shared/schemas/currency';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { currenciesQuery } from '@/lib/currencies-query';
import { createQueryClient } from '@/lib/query-client';
import { Calculator } from '../components/calculator';

export const coin = (id: string, name: string, symbol: string): Currency => ({ id, name, symbol, image: '', type: 'crypto' });
export const fiat = (id: string, name: string): Currency => ({ id, name, symbol: id.toUpperCase(), image: '', type: 'fiat' });

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The calculator page at `?search`, with the coin and fiat lists already loaded; the location records every navigation. */
export function renderCalculator({ search, cryptos, fiats }: { search: string; cryptos: Currency[]; fiats: Currency[] }) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currenciesQuery('crypto').queryKey, cryptos);
  queryClient.setQueryData(currenciesQuery('fiat').queryKey, fiats);
  const location = memoryLocation({ path: '/crypto-profit-calculator', searchPath: search, record: true });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Calculator />
      </Router>
    </QueryClientProvider>,
  );
  return { location };
}
