import { I18nProvider } from '@lingui/react';
import { DEFAULT_CRYPTO_LIST, DEFAULT_FIAT_LIST } from '@shared/currencies/default-lists';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { type ApiFetch, setApiTransport } from '@/lib/api-client';
import { createI18n } from '@/lib/i18n';
import { act, cleanup, render, screen, waitFor } from '@/testing/render';
import { AMOUNT_ADDRESS_DELAY_MS, type ConverterInput, useConverter } from './use-converter';

/** The converter's state as text, and buttons standing in for the field and the swap button. */
function Probe(props: ConverterInput) {
  const c = useConverter(props);
  return (
    <>
      <output data-testid="amount">{c.amount.text}</output>
      <button type="button" onClick={() => c.setAmount('0.50', 0.5)}>
        type 0.50
      </button>
      <button type="button" onClick={() => c.setAmount('1', 1)}>
        type 1
      </button>
      <button type="button" onClick={() => c.swap()}>
        swap
      </button>
    </>
  );
}

function client(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['/api/currencies/crypto'], [...DEFAULT_CRYPTO_LIST]);
  queryClient.setQueryData(['/api/currencies/fiat'], [...DEFAULT_FIAT_LIST]);
  return queryClient;
}

function renderAt(address: string, props: ConverterInput = { fromTicker: 'btc', toTicker: 'usd' }) {
  window.history.replaceState(null, '', address);
  const queryClient = client();
  render(<Probe {...props} />, {
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
}

const amount = () => screen.getByTestId('amount').textContent;
const address = () => `${window.location.pathname}${window.location.search}`;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, AMOUNT_ADDRESS_DELAY_MS + 100)));

// No rates in these tests: every API call fails at once.
const noApi: ApiFetch = () => Promise.reject(new Error('no network in tests'));
beforeEach(() => setApiTransport(noApi));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('useConverter and ?amount=', () => {
  it('starts from the address’s amount', () => {
    renderAt('/btc-to-usd?amount=0.25&date=2021-11-10');
    expect(amount()).toBe('0.25');
  });

  it('starts from the same amount on the server', () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('de', {})}>
        <QueryClientProvider client={client()}>
          <Router ssrPath="/btc-to-usd" ssrSearch="amount=0.25">
            <Probe fromTicker="btc" toTicker="usd" />
          </Router>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(html).toContain('<output data-testid="amount">0.25</output>');
  });

  it.each(['abc', '-1', '1e5', '0,5', '9'.repeat(16), `0.${'1'.repeat(19)}`])('ignores ?amount=%s and starts from 1', (raw) => {
    renderAt(`/btc-to-usd?amount=${encodeURIComponent(raw)}`);
    expect(amount()).toBe('1');
  });

  it('writes a typed amount into the address once typing settles, in place, keeping the other parameters', async () => {
    renderAt('/btc-to-usd?date=2021-11-10&also=gbp');
    const entries = window.history.length;
    act(() => screen.getByRole('button', { name: 'type 0.50' }).click());
    expect(address()).toBe('/btc-to-usd?date=2021-11-10&also=gbp');
    await waitFor(() => expect(address()).toBe('/btc-to-usd?date=2021-11-10&also=gbp&amount=0.5'));
    expect(window.history.length).toBe(entries);

    // Back to the default: the parameter goes.
    act(() => screen.getByRole('button', { name: 'type 1' }).click());
    await waitFor(() => expect(address()).toBe('/btc-to-usd?date=2021-11-10&also=gbp'));
  });

  it('leaves an address that already says the amount alone', async () => {
    renderAt('/btc-to-usd?x=a%20b&amount=0.5');
    act(() => screen.getByRole('button', { name: 'type 0.50' }).click());
    await settle();
    expect(address()).toBe('/btc-to-usd?x=a%20b&amount=0.5');
  });

  it('keeps the amount, the date and the extra currencies when the pair changes', async () => {
    renderAt('/btc-to-usd?date=2021-11-10&also=gbp&debug=1');
    act(() => screen.getByRole('button', { name: 'type 0.50' }).click());
    act(() => screen.getByRole('button', { name: 'swap' }).click());
    expect(address()).toBe('/usd-to-btc?date=2021-11-10&also=gbp&amount=0.5');
    await settle();
    expect(address()).toBe('/usd-to-btc?date=2021-11-10&also=gbp&amount=0.5');
  });

  it('on a fixed-amount page, keeps the path’s amount and never adds ?amount=', async () => {
    renderAt('/btc-to-usd/2?amount=0.25', { fromTicker: 'btc', toTicker: 'usd', initialAmount: 2 });
    expect(amount()).toBe('2');
    act(() => screen.getByRole('button', { name: 'type 0.50' }).click());
    await settle();
    expect(address()).toBe('/btc-to-usd/2?amount=0.25');
  });
});
