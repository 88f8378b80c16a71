import { I18nProvider } from '@lingui/react';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createI18n } from '@/lib/i18n';
import { cleanup, render, screen, within } from '@/testing/render';
import { type Lists, resolveSelection } from '../utils/selection';
import { CurrencyPicker } from './currency-picker';
import { TickerChooser } from './ticker-chooser';

const coin = (id: string, symbol: string, name: string, standing: Partial<Currency> = {}): Currency => ({
  id,
  symbol,
  name,
  image: '',
  type: 'crypto',
  ...standing,
});
const bitcoin = coin('bitcoin', 'BTC', 'Bitcoin', { rank: 1, marketCap: 2e12 });
const toncoin = coin('the-open-network', 'TON', 'Toncoin', { rank: 18, marketCap: 26_190_000_000 });
// As the API serves it: its symbol leads to Toncoin, so its pages use its id.
const tokamak = coin('tokamak-network', 'TON', 'Tokamak Network', { rank: 21, marketCap: 45_600_000, urlTicker: 'tokamak-network' });
const tonClone = coin('ton-clone', 'TON', 'TON Clone', { urlTicker: 'ton-clone' });
const usd: Currency = { id: 'usd', symbol: 'USD', name: 'US Dollar', image: '', type: 'fiat' };
const lists: Lists = { cryptos: [bitcoin, toncoin, tokamak], fiats: [usd] };

afterEach(cleanup);

/** The chooser for a pair path, inside a router whose location the test can read. */
function Page({ from, to, pairLists = lists }: { from: string; to: string; pairLists?: Lists }) {
  const [location] = useLocation();
  const [, fromTicker = from, toTicker = to] = /^\/(.+)-to-(.+)$/.exec(location) ?? [];
  return (
    <>
      <TickerChooser selection={resolveSelection(fromTicker, toTicker, pairLists)} />
      <span data-testid="location">{location}</span>
    </>
  );
}

function renderAt(path: string, pairLists?: Lists, locale: Locale = 'en') {
  const memory = memoryLocation({ path, record: true });
  const [, from = '', to = ''] = /^\/(.+)-to-(.+)$/.exec(path) ?? [];
  render(
    <Router hook={memory.hook}>
      <Page from={from} to={to} {...(pairLists ? { pairLists } : {})} />
    </Router>,
    { locale },
  );
  return memory;
}

describe('TickerChooser', () => {
  it('on /ton-to-usd says which TON is shown and offers the other, keeping the other side', () => {
    renderAt('/ton-to-usd');
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(
      'TON is the ticker of several coins. Showing Toncoin (#18, $26.2B market cap). Did you mean: Tokamak Network (#21, $45.6M)?',
    );
    expect(within(note).getByRole('link', { name: 'Tokamak Network' })).toHaveAttribute('href', '/tokamak-network-to-usd');
  });

  it('follows the link in place: the page changes pair without a reload, and the note goes', async () => {
    const memory = renderAt('/ton-to-usd');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Tokamak Network' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tokamak-network-to-usd');
    expect(memory.history).toEqual(['/ton-to-usd', '/tokamak-network-to-usd']);
    // An id names one coin: nothing to choose between.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the destination side’s alternatives with the source kept', () => {
    renderAt('/btc-to-ton');
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('TON is the ticker of several coins. Showing Toncoin');
    expect(within(note).getByRole('link', { name: 'Tokamak Network' })).toHaveAttribute('href', '/btc-to-tokamak-network');
  });

  it('lists several alternatives, biggest market cap first, and leaves out standing the catalog lacks', () => {
    renderAt('/ton-to-usd', { cryptos: [bitcoin, toncoin, tonClone, tokamak], fiats: [usd] });
    expect(screen.getByRole('status')).toHaveTextContent('Did you mean: Tokamak Network (#21, $45.6M) or TON Clone?');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/tokamak-network-to-usd', '/ton-clone-to-usd']);
  });

  it('shows nothing when the ticker is one coin’s', () => {
    renderAt('/btc-to-usd');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders on the server, as the page is first sent', () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('en', {})}>
        <TickerChooser selection={resolveSelection('ton', 'usd', lists)} />
      </I18nProvider>,
    );
    expect(html).toContain('Did you mean');
    expect(html).toContain('href="/tokamak-network-to-usd"');
  });

  it('on a German page, joins the choices and writes figures the German way, and links within /de', () => {
    renderAt('/ton-to-usd', { cryptos: [bitcoin, toncoin, tonClone, tokamak], fiats: [usd] }, 'de');
    const note = screen.getByRole('status');
    // No German catalog in tests: the sentence stays English, the list and figures are German.
    expect(note).toHaveTextContent(
      'Showing Toncoin (#18, 26,2 Mrd. $ market cap). Did you mean: Tokamak Network (#21, 45,6 Mio. $) oder TON Clone?',
    );
    expect(within(note).getByRole('link', { name: 'Tokamak Network' })).toHaveAttribute('href', '/de/tokamak-network-to-usd');
  });
});

function Picker({ options }: { options: readonly Currency[] }) {
  const [value, setValue] = useState(options[0]!);
  return <CurrencyPicker side="from" value={value} options={options} onSelect={setValue} />;
}

describe('CurrencyPicker with coins sharing a symbol', () => {
  it('shows the rank and market cap of each coin whose symbol another coin carries', async () => {
    const user = userEvent.setup();
    render(<Picker options={[bitcoin, toncoin, tokamak]} />);
    await user.click(screen.getByRole('button', { name: /^From/ }));
    // The open list's code loads on the first open (in a browser, on the first hover or focus).
    await user.type(await screen.findByRole('combobox', { name: 'Search from currencies' }, { timeout: 5000 }), 'ton');
    const list = screen.getByRole('listbox', { name: 'From currencies' });
    const [first, second] = within(list).getAllByRole('option');
    expect(first).toHaveTextContent('#18 · $26.2B');
    // jsdom joins the spans without the spaces a browser's layout adds: match the end.
    expect(first).toHaveAccessibleName(/Toncoin\s*rank 18, market cap \$26\.2B$/);
    expect(second).toHaveTextContent('#21 · $45.6M');
    expect(second).toHaveAccessibleName(/Tokamak Network\s*rank 21, market cap \$45\.6M$/);
  });

  it('keeps coins with a symbol of their own as they were', async () => {
    const user = userEvent.setup();
    render(<Picker options={[bitcoin, toncoin, tokamak]} />);
    await user.click(screen.getByRole('button', { name: /^From/ }));
    const option = await screen.findByRole('option', { name: /Bitcoin/ }, { timeout: 5000 });
    expect(option).not.toHaveTextContent('#1');
    expect(option).not.toHaveAccessibleName(/rank/);
  });
});
