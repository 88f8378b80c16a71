import type { Currency } from '@shared/schemas/currency';
import { QueryClientProvider } from '@tanstack/react-query';
import { currenciesQuery } from '@/lib/currencies-query';
import { createQueryClient } from '@/lib/query-client';
import { render } from '@/testing/render';
import { WidgetConfigurator } from '../components/widget-configurator';

export const ORIGIN = 'https://cryptocalc.test';

export const coin = (id: string, name: string, symbol: string, urlTicker?: string): Currency => ({
  id,
  name,
  symbol,
  image: '',
  type: 'crypto',
  ...(urlTicker ? { urlTicker } : {}),
});
export const fiat = (id: string, name: string): Currency => ({ id, name, symbol: id.toUpperCase(), image: '', type: 'fiat' });

export const CRYPTOS = [
  coin('bitcoin', 'Bitcoin', 'BTC'),
  coin('ethereum', 'Ethereum', 'ETH'),
  coin('tokamak-network', 'Tokamak Network', 'TON', 'tokamak-network'),
];
export const FIATS = [fiat('usd', 'US Dollar'), fiat('eur', 'Euro')];

/**
 * The configurator with the currency lists loaded (or, with `lists: false`, still loading: the
 * caller stubs fetch), at `siteOrigin` ('' as on the server).
 */
export function renderConfigurator({ lists = true, siteOrigin = ORIGIN }: { lists?: boolean; siteOrigin?: string } = {}) {
  const queryClient = createQueryClient();
  if (lists) {
    queryClient.setQueryData(currenciesQuery('crypto').queryKey, CRYPTOS);
    queryClient.setQueryData(currenciesQuery('fiat').queryKey, FIATS);
  }
  const ui = (
    <QueryClientProvider client={queryClient}>
      <WidgetConfigurator siteOrigin={siteOrigin} />
    </QueryClientProvider>
  );
  return { ...render(ui), ui };
}
