import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@/testing/render';
import { ExtraTargets } from './extra-targets';

const currency = (id: string, symbol: string, name: string, type: Currency['type']): Currency => ({ id, symbol, name, image: '', type });
const ETH = currency('ethereum', 'ETH', 'Ethereum', 'crypto');
const EUR = currency('eur', 'EUR', 'Euro', 'fiat');
const GBP = currency('gbp', 'GBP', 'British Pound', 'fiat');
const JPY = currency('jpy', 'JPY', 'Japanese Yen', 'fiat');
const CHF = currency('chf', 'CHF', 'Swiss Franc', 'fiat');
const LISTS = { cryptos: [ETH], fiats: [EUR, GBP, JPY, CHF] };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NO_PRICE =
  'Historical prices for Ethereum (ETH) are unavailable right now (Coinbase, DefiLlama, Binance did not answer). Please try again in a minute.';

/** The day's API: ETH priced in GBP, nothing else (the coin's price is missing, so EUR and JPY fail alike); CHF's rate source is down. */
function mockConvertOnDate() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const to = url.searchParams.get('to');
    const date = url.searchParams.get('date') ?? '';
    if (url.pathname !== '/api/convert-on-date') return json({ error: 'not found' }, 404);
    if (to === 'gbp')
      return json({
        from: 'ethereum',
        to,
        date,
        rate: 3000,
        legs: [{ currency: 'ethereum', usdPrice: 4000, source: 'Coinbase' }],
        sources: ['Coinbase'],
      });
    if (to === 'chf')
      return json(
        { error: 'Exchange rates for CHF are unavailable right now (ECB via Frankfurter did not answer). Please try again in a minute.' },
        503,
      );
    return json({ error: NO_PRICE }, 503);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderTargets(targets: Currency[], to: Currency = EUR, locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExtraTargets from={ETH} to={to} amount={2} date="2021-11-10" targets={targets} lists={LISTS} onChange={() => undefined} />
    </QueryClientProvider>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('extra target currencies on a past day', () => {
  it('shows each value, and a reason already given above once, not again in every row', async () => {
    const fetchMock = mockConvertOnDate();
    renderTargets([GBP, JPY, CHF]);
    const gbp = screen.getByTestId('extra-target-gbp');
    expect(await within(gbp).findByTestId('extra-value')).toHaveTextContent('6,000.00');
    // JPY fails for the reason the day's EUR result (above these rows) already states.
    const jpy = screen.getByTestId('extra-target-jpy');
    expect(await within(jpy).findByText('Not available, for the same reason as above.')).toBeInTheDocument();
    expect(within(jpy).queryByText(NO_PRICE)).toBeNull();
    // A reason of its own is given in full.
    const chf = screen.getByTestId('extra-target-chf');
    expect(await within(chf).findByText(/Exchange rates for CHF are unavailable right now/)).toBeInTheDocument();
    // The main pair's answer is the result's own query: asked once, not once more for the rows.
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('to'));
    expect(asked.filter((to) => to === 'eur')).toHaveLength(1);
  });

  it('gives a reason in full the first time when the result above did not fail for it', async () => {
    mockConvertOnDate();
    renderTargets([EUR, JPY], GBP);
    expect(await within(screen.getByTestId('extra-target-eur')).findByText(NO_PRICE)).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('extra-target-jpy')).findByText('Not available, for the same reason as above.'),
    ).toBeInTheDocument();
  });

  it('words the list in English: heading, remove buttons, the add field', () => {
    mockConvertOnDate();
    renderTargets([GBP, JPY]);
    expect(screen.getByRole('heading', { name: '2 ETH is also' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove British Pound (GBP)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add a currency (3 more possible)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'CHF — Swiss Franc' })).toBeInTheDocument();
  });

  it('writes values and fiat names as the page’s locale does', async () => {
    mockConvertOnDate();
    renderTargets([GBP], EUR, 'de');
    const gbp = screen.getByTestId('extra-target-gbp');
    expect(await within(gbp).findByTestId('extra-value')).toHaveTextContent('6.000,00');
    // Intl's German name for the pound, not the table's English one.
    expect(within(gbp).getByText('Britisches Pfund')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'CHF — Schweizer Franken' })).toBeInTheDocument();
  });
});
