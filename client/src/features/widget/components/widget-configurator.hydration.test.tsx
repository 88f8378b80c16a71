import { QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { currenciesQuery } from '@/lib/currencies-query';
import { createQueryClient } from '@/lib/query-client';
import { useSiteOrigin } from '../hooks/use-site-origin';
import { CRYPTOS, FIATS } from '../testing/render-configurator';
import { WidgetConfigurator } from './widget-configurator';

/** What the page does: the origin from useSiteOrigin. */
function Page() {
  return <WidgetConfigurator siteOrigin={useSiteOrigin()} />;
}

function app() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currenciesQuery('crypto').queryKey, CRYPTOS);
  queryClient.setQueryData(currenciesQuery('fiat').queryKey, FIATS);
  return (
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

it('hydrates the server’s HTML without a mismatch, then shows the code for this origin', async () => {
  const html = renderToString(app());
  expect(html).not.toContain('<pre');
  expect(html).toContain('<crypto-converter from="btc" to="usd" amount="1" theme="auto" locale="auto">');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, app(), { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.querySelector('pre code')?.textContent).toContain(`${window.location.origin}/widget.js`);
  expect(document.head.querySelectorAll('script[src="/widget.js"]')).toHaveLength(1);
});
