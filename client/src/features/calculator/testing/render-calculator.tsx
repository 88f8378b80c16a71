import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { currenciesQuery } from '@/lib/currencies-query';
import { createQueryClient } from '@/lib/query-client';
import { render } from '@/testing/render';
import { Calculator } from '../components/calculator';

export const coin = (id: string, name: string, symbol: string): Currency => ({ id, name, symbol, image: '', type: 'crypto' });
export const fiat = (id: string, name: string): Currency => ({ id, name, symbol: id.toUpperCase(), image: '', type: 'fiat' });

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The calculator page at `?search` in `locale` (English by default), with the coin and fiat
 * lists already loaded; the location records every navigation.
 */
export function renderCalculator({
  search,
  cryptos,
  fiats,
  locale = 'en',
}: {
  search: string;
  cryptos: Currency[];
  fiats: Currency[];
  locale?: Locale;
}) {
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
    { locale },
  );
  return { location };
}
