import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@/testing/render';
import { HistoricalResult } from './historical-result';

const ETH: Currency = { id: 'ethereum', symbol: 'ETH', name: 'Ethereum', image: '', type: 'crypto' };
const EUR: Currency = { id: 'eur', symbol: 'EUR', name: 'Euro', image: '', type: 'fiat' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** ETH at $4,321.5 on 2021-11-10; the euro's rate is the ECB's of the day before. */
function mockDay() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json({
        from: 'ethereum',
        to: 'eur',
        date: '2021-11-10',
        rate: 3800,
        legs: [
          { currency: 'ethereum', usdPrice: 4321.5, source: 'Coinbase' },
          { currency: 'eur', usdPrice: 1.15, source: 'ECB via Frankfurter', rateDate: '2021-11-09' },
        ],
        sources: ['Coinbase', 'ECB via Frankfurter'],
      }),
    ),
  );
}

function renderDay(locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HistoricalResult from={ETH} to={EUR} amount={2} date="2021-11-10" onBackToToday={() => undefined} />
    </QueryClientProvider>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HistoricalResult', () => {
  it('names the day and every source in English', async () => {
    mockDay();
    renderDay();
    expect(await screen.findByText('ETH: $4,321.50 per coin, from Coinbase.')).toBeInTheDocument();
    expect(
      screen.getByText('EUR: 1 USD = 0.8696 EUR, from ECB via Frankfurter (the latest published on or before that day: November 9, 2021).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Prices of November 10, 2021: one price per day, at 00:00 UTC.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversion on November 10, 2021' })).toBeInTheDocument();
    expect(screen.getByText(/on November 10, 2021 =$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to today’s rate' })).toBeInTheDocument();
  });

  it('writes dates and figures as the page’s locale does', async () => {
    mockDay();
    renderDay('de');
    // No German catalog here: the English words around German numbers and dates.
    expect(await screen.findByText('ETH: $4.321,50 per coin, from Coinbase.')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^EUR: 1 USD = 0,8696 EUR, from ECB via Frankfurter \(the latest published on or before that day: 9\. November 2021\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversion on 10. November 2021' })).toBeInTheDocument();
  });

  it('shows the server’s reason when the day cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'Historical prices for Ethereum (ETH) are unavailable right now.' }, 503)),
    );
    renderDay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not convert at the prices of November 10, 2021.Historical prices for Ethereum (ETH) are unavailable right now.',
    );
  });
});
