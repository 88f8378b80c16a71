import { eachDay } from '@shared/dates';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@/testing/render';
import { coin, fiat, json, renderCalculator } from '../testing/render-calculator';

const CRYPTOS = [coin('bitcoin', 'Bitcoin', 'BTC'), coin('ethereum', 'Ethereum', 'ETH')];
const FIATS = [fiat('usd', 'US Dollar'), fiat('eur', 'Euro')];

/** BTC: 100 on March 1, 50 on March 8, 200 on March 15, none on March 22; live 150 USD, 135 EUR. EUR: 0.9 per USD (0.8 on March 8). */
const USD_PRICES: Record<string, number> = { '2020-03-01': 100, '2020-03-08': 50, '2020-03-15': 200 };
const EUR_PER_USD = (date: string) => (date === '2020-03-08' ? 0.8 : 0.9);

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const q = (k: string) => url.searchParams.get(k) ?? '';
    if (url.pathname === '/api/historical-range') {
      const points = eachDay(q('from'), q('to')).flatMap((date) =>
        USD_PRICES[date] ? [{ date, price: USD_PRICES[date], source: 'test' }] : [],
      );
      return json({ currency: q('currency'), from: q('from'), to: q('to'), points, sources: ['test'] });
    }
    if (url.pathname === '/api/historical-fx') {
      const points = eachDay(q('from'), q('to')).map((date) => ({
        date,
        perUsd: EUR_PER_USD(date),
        rateDate: date,
        source: 'ECB via Frankfurter',
      }));
      return json({ currency: q('currency'), from: q('from'), to: q('to'), points, sources: ['ECB via Frankfurter'] });
    }
    if (url.pathname === '/api/convert') {
      const rate = q('to') === 'eur' ? 135 : 150;
      return json({
        from: q('from'),
        to: q('to'),
        rate,
        asOf: new Date().toISOString(),
        source: 'live',
        stale: false,
        staleReason: null,
        provider: 'test',
      });
    }
    return json({ error: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setup(search: string, locale: 'en' | 'de' = 'en') {
  const fetchMock = mockApi();
  const { location } = renderCalculator({ search, cryptos: CRYPTOS, fiats: FIATS, locale });
  return { fetchMock, location, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const usd = (v: number) => v.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const eur = (v: number) => v.toLocaleString('en-US', { style: 'currency', currency: 'EUR' });

describe('DCA tab', () => {
  it('buys weekly, skips the day without a price, compares with a lump sum, and shares the inputs', async () => {
    const { user, location, fetchMock } = setup('tab=dca&dca_from=2020-03-01&dca_to=2020-03-22');
    expect(screen.getByRole('tab', { name: 'DCA' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Amount per purchase (USD)')).toHaveValue('100');
    expect(screen.getByLabelText('How often')).toHaveValue('weekly');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const result = await screen.findByRole('region', { name: 'DCA result' }, { timeout: 5000 });
    // 1 + 2 + 0.5 coins for $300 (March 22 has no price); live $150.
    expect(within(result).getByTestId('dca-purchases')).toHaveTextContent(/^3$/);
    expect(within(result).getByText('March 1, 2020 to March 15, 2020')).toBeInTheDocument();
    expect(within(result).getByTestId('dca-invested')).toHaveTextContent(usd(300));
    expect(within(result).getByTestId('dca-coins')).toHaveTextContent('3.5 BTC');
    expect(within(result).getByTestId('dca-average-cost')).toHaveTextContent(usd(300 / 3.5));
    expect(within(result).getByTestId('dca-value-now')).toHaveTextContent(usd(525));
    expect(within(result).getByTestId('dca-profit-loss')).toHaveTextContent('+$225.00 (+75.00%)');
    expect(within(result).getByTestId('lump-coins')).toHaveTextContent('3');
    expect(within(result).getByTestId('lump-value-now')).toHaveTextContent(usd(450));
    expect(within(result).getByTestId('dca-verdict')).toHaveTextContent('Buying weekly did better by $75.00.');
    expect(within(result).getByTestId('dca-skipped')).toHaveTextContent('1 of 4 scheduled purchases (March 22, 2020) had no price');
    expect(within(result).queryByTestId('fx-note')).toBeNull();
    expect(location.history.at(-1)).toBe(
      '/crypto-profit-calculator/btc?tab=dca&dca_amount=100&every=weekly&dca_from=2020-03-01&dca_to=2020-03-22',
    );
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/convert?from=bitcoin&to=usd');
    expect(urls.some((u) => u.startsWith('/api/historical-fx'))).toBe(false);
  });

  it('in EUR: USD prices × that day’s EUR per USD, the live EUR price, and a note of the rates', async () => {
    const { user, location } = setup('tab=dca&dca_from=2020-03-01&dca_to=2020-03-15&base=eur');
    expect(screen.getByLabelText('Base currency')).toHaveValue('eur');
    await user.clear(screen.getByLabelText('Amount per purchase (EUR)'));
    await user.type(screen.getByLabelText('Amount per purchase (EUR)'), '90');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const result = await screen.findByRole('region', { name: 'DCA result' }, { timeout: 5000 });
    // EUR prices 90, 40, 180 → 1 + 2.25 + 0.5 coins for €270; live €135.
    expect(within(result).getByTestId('dca-invested')).toHaveTextContent(eur(270));
    expect(within(result).getByTestId('dca-coins')).toHaveTextContent('3.75 BTC');
    expect(within(result).getByTestId('dca-value-now')).toHaveTextContent(eur(3.75 * 135));
    expect(within(result).getByTestId('lump-value-now')).toHaveTextContent(eur(3 * 135));
    expect(within(result).getByTestId('fx-note')).toHaveTextContent(
      'EUR prices use the reference rate of each purchase day (ECB via Frankfurter), 0.8000 to 0.9000 EUR per USD; the first, March 1, 2020 at 0.9000 EUR per USD. Value now uses the live EUR price.',
    );
    expect(location.history.at(-1)).toMatch(/&base=eur$/);
  });

  it('on a German page: fiat names, numbers, counts and the rates the locale’s way', async () => {
    const { user } = setup('tab=dca&dca_from=2020-03-01&dca_to=2020-03-22&base=eur', 'de');
    // Fiat names from Intl in the page's language; no catalog here, so the English source texts (no-break spaces read as spaces).
    expect(screen.getByRole('option', { name: 'Euro (EUR)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'US-Dollar (USD)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const result = await screen.findByRole('region', { name: 'DCA result' }, { timeout: 5000 });
    // EUR prices 90, 40, 180 → 1.111… + 2.5 + 0.555… coins for €300; live €135.
    expect(within(result).getByTestId('dca-coins')).toHaveTextContent('4,16666667 BTC');
    expect(within(result).getByTestId('dca-invested')).toHaveTextContent('300,00 €');
    expect(within(result).getByTestId('dca-profit-loss')).toHaveTextContent('+262,50 € (+87,50 %)');
    expect(within(result).getByTestId('dca-skipped')).toHaveTextContent('1 of 4 scheduled purchases (22. März 2020) had no price');
    expect(within(result).getByTestId('fx-note')).toHaveTextContent(
      'EUR prices use the reference rate of each purchase day (ECB via Frankfurter), 0,8000 to 0,9000 EUR per USD; the first, 1. März 2020 at 0,9000 EUR per USD.',
    );
  });

  it('says what is wrong with the dates', async () => {
    const { user, fetchMock } = setup('tab=dca&dca_from=2020-03-15&dca_to=2020-03-15');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be before the end date.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when no purchase day has a price', async () => {
    const { user } = setup('tab=dca&dca_from=2019-01-01&dca_to=2019-02-01&every=monthly');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'None of the 2 scheduled purchases from January 1, 2019 to February 1, 2019 has a price for Bitcoin',
      ),
    );
  });

  it('changing the base clears the result and relabels the amounts', async () => {
    const { user } = setup('tab=dca&dca_from=2020-03-01&dca_to=2020-03-15');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('region', { name: 'DCA result' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Base currency'), 'eur');
    expect(screen.queryByRole('region', { name: 'DCA result' })).toBeNull();
    expect(screen.getByLabelText('Amount per purchase (EUR)')).toBeInTheDocument();
  });
});

describe('Profit/Loss in another base', () => {
  it('converts both prices at their day’s rate and says which rates', async () => {
    const { user } = setup('tab=profit-loss&amount=900&buy=2020-03-08&sell=2020-03-15&base=eur');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const q = (k: string) => url.searchParams.get(k) ?? '';
        if (url.pathname === '/api/historical-price')
          return json({ currency: q('currency'), date: q('date'), price: USD_PRICES[q('date')], source: 'test' });
        if (url.pathname === '/api/historical-fx') {
          return json({
            currency: 'eur',
            from: q('from'),
            to: q('to'),
            points: [{ date: q('from'), perUsd: EUR_PER_USD(q('from')), rateDate: '2020-03-06', source: 'ECB' }],
            sources: ['ECB'],
          });
        }
        return json({ currency: 'bitcoin', from: '', to: '', points: [], sources: [] });
      }),
    );
    expect(screen.getByLabelText('Initial investment (EUR)')).toHaveValue('900');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // Bought at 50 × 0.8 = €40 (22.5 coins), sold at 200 × 0.9 = €180 → €4,050.
    await waitFor(() => expect(screen.getByTestId('final-value')).toHaveTextContent(eur(4050)));
    expect(screen.getByTestId('initial-price')).toHaveTextContent(eur(40));
    expect(screen.getByTestId('profit-badge')).toHaveTextContent(`Profit ${eur(3150)}`);
    expect(screen.getByTestId('fx-note')).toHaveTextContent(
      'EUR prices use the reference rate (ECB) of March 8, 2020 at 0.8000 EUR per USD (rate of March 6, 2020) and March 15, 2020 at 0.9000 EUR per USD (rate of March 6, 2020).',
    );
  });
});
