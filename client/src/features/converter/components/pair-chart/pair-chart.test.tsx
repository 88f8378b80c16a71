import { I18nProvider } from '@lingui/react';
import { formatRate } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currenciesQuery } from '@/lib/currencies-query';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { cleanup, render, screen, waitFor, within } from '@/testing/render';
import { PairChart } from './pair-chart';
import { PairChartSection } from './pair-chart-section';

const ETH: Currency = { id: 'ethereum', name: 'Ethereum', symbol: 'ETH', image: '', type: 'crypto' };
const EUR: Currency = { id: 'eur', name: 'Euro', symbol: 'EUR', image: '', type: 'fiat' };
const USD: Currency = { id: 'usd', name: 'US Dollar', symbol: 'USD', image: '', type: 'fiat' };
const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

/** `count` points `step` apart ending at NOW: 3,000 EUR rising by 1 EUR a point to the last. */
const points = (count: number, step: number) => Array.from({ length: count }, (_, i) => [NOW - (count - 1 - i) * step, 3000 + i]);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: (range: string) => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  return answer(url.searchParams.get('range') ?? '');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // jsdom lays nothing out: give the plot a width.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  answer = (range) =>
    json(200, {
      from: 'ethereum',
      to: 'eur',
      range,
      points: range === '24h' ? points(289, 300_000) : points(169, HOUR),
      source: 'CoinGecko',
      asOf: new Date(NOW).toISOString(),
    });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function renderChart(locale: Locale = 'en') {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <PairChart from={ETH} to={EUR} />
    </QueryClientProvider>,
    { locale },
  );
  return userEvent.setup();
}

describe('PairChart', () => {
  it('opens on 7 days with the latest price and the signed change over the range', async () => {
    renderChart();
    expect(await screen.findByText('3,168.00 EUR')).toBeInTheDocument();
    expect(screen.getByTestId('chart-change')).toHaveTextContent('+5.60% over the last 7 days');
    expect(screen.getByRole('radio', { name: '7d' })).toHaveAttribute('aria-checked', 'true');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/chart?from=ethereum&to=eur&range=7d');
    const plot = screen.getByRole('img');
    expect(plot.getAttribute('aria-label')).toMatch(
      /^ETH to EUR over the last 7 days: from 3,000\.00 EUR on Nov 16, 2026 to 3,168\.00 EUR on Nov 23, 2026; high 3,168\.00 EUR, low 3,000\.00 EUR\./,
    );
  });

  it('switches ranges with the arrow keys of the radio group', async () => {
    const user = renderChart();
    await screen.findByRole('img');
    screen.getByRole('radio', { name: '7d' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '24h' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '24h' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('data-points', '289'));
    expect(screen.getByTestId('chart-change')).toHaveTextContent('over the last 24 hours');
  });

  it('reads the point under the marker aloud as the arrow keys move it', async () => {
    const user = renderChart();
    const plot = await screen.findByRole('img');
    await user.tab(); // the range group comes first
    await user.tab();
    expect(plot).toHaveFocus();
    const readout = screen.getByTestId('chart-readout');
    expect(readout.textContent).toMatch(/: 3,168\.00 EUR$/);
    await user.keyboard('{Home}');
    expect(readout.textContent).toMatch(/: 3,000\.00 EUR$/);
    await user.keyboard('{ArrowRight}');
    expect(readout.textContent).toMatch(/: 3,001\.00 EUR$/);
    await user.keyboard('{End}');
    expect(readout.textContent).toMatch(/: 3,168\.00 EUR$/);
  });

  it('shows the prices as a table on request, the latest last', async () => {
    const user = renderChart();
    await screen.findByRole('img');
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(29); // every 6 hours over 7 days
    expect(rows.at(-1)).toHaveTextContent(formatRate('en', 3168));
    expect(table.querySelector('caption')).toHaveTextContent(
      'ETH to EUR over the last 7 days: one price every 6 hours, counted back from the latest (29 of the chart’s 169 prices).',
    );
  });

  it('writes prices, changes and dates as the page’s locale does', async () => {
    const user = renderChart('de');
    expect(await screen.findByText('3.168,00 EUR')).toBeInTheDocument();
    expect(screen.getByTestId('chart-change')).toHaveTextContent('+5,60 %');
    const plot = screen.getByRole('img');
    // No German catalog here: English words around German numbers and dates.
    expect(plot.getAttribute('aria-label')).toMatch(/from 3\.000,00 EUR on 16\. Nov\. 2026 to 3\.168,00 EUR on 23\. Nov\. 2026;/);
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.at(-1)).toHaveTextContent(formatRate('de', 3168));
  });

  it('shows the server’s sentence and a Retry button when the chart cannot be had', async () => {
    answer = () =>
      json(503, {
        error: 'Price history needs a live data connection, and this server runs on its bundled prices only, so there is no chart.',
      });
    const user = renderChart();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Price history needs a live data connection/);
    answer = (range) =>
      json(200, { from: 'ethereum', to: 'eur', range, points: points(169, HOUR), source: 'CoinGecko', asOf: new Date(NOW).toISOString() });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });
});

describe('PairChartSection', () => {
  function sectionHtml(fromTicker: string, toTicker: string) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(currenciesQuery('crypto').queryKey, [ETH]);
    queryClient.setQueryData(currenciesQuery('fiat').queryKey, [USD, EUR]);
    return renderToString(
      <I18nProvider i18n={createI18n('en', {})}>
        <QueryClientProvider client={queryClient}>
          <PairChartSection fromTicker={fromTicker} toTicker={toTicker} />
        </QueryClientProvider>
      </I18nProvider>,
    );
  }

  it('renders the heading and a placeholder of the chart’s height on the server', () => {
    const html = sectionHtml('eth', 'eur');
    expect(html).toContain('ETH to EUR price chart');
    expect(html).toContain('aria-label="Loading the price chart"');
    expect(html).toContain('h-[416px] sm:h-[368px]');
  });

  it('has no chart for a pair of two fiat currencies or an unknown ticker', () => {
    expect(sectionHtml('usd', 'eur')).toBe('');
    expect(sectionHtml('xyz', 'eur')).toBe('');
  });
});
