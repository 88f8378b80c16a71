import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { cleanup, screen, waitFor } from '@/testing/render';
import { coin, fiat, json, renderCalculator } from '../testing/render-calculator';
import * as problems from '../utils/validate';

// The messages as an English page shows them.
const en = createI18n('en', {});
const AMOUNT_ABOVE_ZERO = en._(problems.AMOUNT_ABOVE_ZERO);
const AMOUNT_NOT_A_NUMBER = en._(problems.amountNotANumber('en'));
const AMOUNT_TOO_LARGE = en._(problems.AMOUNT_TOO_LARGE);
const FEE_OUT_OF_RANGE = en._(problems.FEE_OUT_OF_RANGE);

const CRYPTOS = [coin('bitcoin', 'Bitcoin', 'BTC'), coin('ethereum', 'Ethereum', 'ETH')];
const FIATS = [fiat('usd', 'US Dollar')];

/** Buy at $50,000, sell at $100,000: the API's answers for any coin and date. */
function mockPrices() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/historical-price') {
      return json({ currency: url.searchParams.get('currency'), date: url.searchParams.get('date'), price: 50_000, source: 'test' });
    }
    if (url.pathname === '/api/convert') {
      return json({
        from: 'bitcoin',
        to: 'usd',
        rate: 100_000,
        asOf: new Date().toISOString(),
        source: 'live',
        stale: false,
        staleReason: null,
        provider: 'test',
      });
    }
    return json({ currency: 'bitcoin', from: '', to: '', points: [], sources: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const priceCalls = (fetchMock: ReturnType<typeof mockPrices>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.startsWith('/api/historical-range'));

function setup(search = '') {
  const fetchMock = mockPrices();
  const user = userEvent.setup();
  const { location } = renderCalculator({ search, cryptos: CRYPTOS, fiats: FIATS });
  const onProfitLoss = !search.includes('tab=what-if');
  const amount = onProfitLoss ? screen.getByLabelText('Initial investment (USD)') : screen.getByLabelText('Amount invested (USD)');
  const fee = onProfitLoss ? screen.getByLabelText('Exchange fee (%)') : amount;
  const calculate = screen.getByRole('button', { name: 'Calculate' });
  /** The message under a field: what its aria-describedby names first. */
  const messageOf = (field: HTMLElement) => {
    const id = field.getAttribute('aria-describedby')?.split(' ')[0];
    return id ? document.getElementById(id) : null;
  };
  /** Replaces a field's text key by key (long text arrives as one paste). */
  const retype = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    if (text.length > 40) await user.paste(text);
    else if (text !== '') await user.type(field, text);
  };
  return { user, fetchMock, location, amount, fee, calculate, messageOf, retype };
}

beforeEach(() => {
  vi.restoreAllMocks();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Calculator amount field', () => {
  it('is a text field that keeps exactly what was typed', async () => {
    const { amount, retype } = setup();
    expect(amount).toHaveAttribute('type', 'text');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await retype(amount, '--5');
    expect(amount).toHaveValue('--5');
  });

  // The fuzz pass's inputs: a number field read these as "" (or 0) and said nothing.
  it.each([
    ['1e309', '1e309', AMOUNT_TOO_LARGE],
    ['400 nines', '9'.repeat(400), AMOUNT_TOO_LARGE],
    ['1e13', '1e13', AMOUNT_TOO_LARGE],
    ['-5', '-5', AMOUNT_ABOVE_ZERO],
    ['--5', '--5', AMOUNT_NOT_A_NUMBER],
    ['.', '.', AMOUNT_NOT_A_NUMBER],
    ['abc', 'abc', AMOUNT_NOT_A_NUMBER],
    ['١٢٣', '١٢٣', AMOUNT_NOT_A_NUMBER],
    ['1,5', '1,5', AMOUNT_NOT_A_NUMBER],
  ])('says why %s cannot be calculated, under the field and on Calculate', async (_name, typed, message) => {
    const { amount, calculate, messageOf, retype, user, fetchMock } = setup();
    await retype(amount, typed);
    expect(amount).toHaveValue(typed);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(amount)).toHaveTextContent(message);
    expect(calculate).toBeEnabled();
    await user.click(calculate);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(priceCalls(fetchMock)).toEqual([]);
    expect(screen.queryByTestId('final-value')).toBeNull();
  });

  it.each(['', '0', '-0', '0.00'])('disables Calculate for %j and says why', async (typed) => {
    const { amount, calculate, messageOf, retype } = setup();
    await retype(amount, typed);
    expect(calculate).toBeDisabled();
    expect(messageOf(amount)).toHaveTextContent(AMOUNT_ABOVE_ZERO);
  });

  it('has no message and no invalid mark for a good amount', () => {
    const { amount, calculate } = setup();
    expect(amount).toHaveValue('1000');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(amount).not.toHaveAttribute('aria-describedby');
    expect(calculate).toBeEnabled();
  });

  it('steps by whole dollars with the arrow keys, not below 0 (the product spec: step 1, minimum 0)', async () => {
    const { amount, retype, user } = setup();
    await retype(amount, '1.5');
    await user.keyboard('{ArrowUp}');
    expect(amount).toHaveValue('2');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(amount).toHaveValue('0');
  });

  it('calculates a grouped amount as the number it shows, and shares it in plain digits', async () => {
    const { amount, fee, calculate, retype, user, location } = setup();
    await retype(amount, '1,000.5');
    await retype(fee, '0.25');
    expect(amount).not.toHaveAttribute('aria-invalid');
    await user.click(calculate);
    // 1000.5 − 0.25 % → coins at $50,000 → sold at $100,000 − 0.25 %.
    const final = ((1000.5 * 0.9975) / 50_000) * 100_000 * 0.9975;
    await waitFor(() =>
      expect(screen.getByTestId('final-value')).toHaveTextContent(final.toLocaleString('en-US', { style: 'currency', currency: 'USD' })),
    );
    expect(location.history.at(-1)).toMatch(/[?&]amount=1000\.5&.*fee=0\.25/);
  });
});

describe('Calculator fee field', () => {
  it.each([
    ['1e309', '1e309'],
    ['400 nines', '9'.repeat(400)],
    ['--5', '--5'],
    ['.', '.'],
    ['-5', '-5'],
    ['100', '100'],
    ['1e3', '1e3'],
    ['abc', 'abc'],
  ])('says "Enter a fee from 0 to 99.99%." for %s and calculates nothing', async (_name, typed) => {
    const { fee, calculate, messageOf, retype, user, fetchMock } = setup();
    await retype(fee, typed);
    expect(fee).toHaveValue(typed);
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(fee)).toHaveTextContent(FEE_OUT_OF_RANGE);
    await user.click(calculate);
    expect(screen.getByRole('alert')).toHaveTextContent(FEE_OUT_OF_RANGE);
    expect(priceCalls(fetchMock)).toEqual([]);
    expect(screen.queryByTestId('final-value')).toBeNull();
  });

  it('reads an empty fee as 0 % and calculates', async () => {
    const { fee, calculate, retype, user, messageOf } = setup();
    await retype(fee, '');
    expect(fee).not.toHaveAttribute('aria-invalid');
    expect(messageOf(fee)).toHaveTextContent(/^Charged on buy and on sell/);
    await user.click(calculate);
    await waitFor(() => expect(screen.getByTestId('final-value')).toHaveTextContent('$2,000.00'));
    expect(screen.queryByTestId('fees')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Calculator what-if amount', () => {
  it('gets the same messages', async () => {
    const { user, retype, messageOf, amount } = setup('tab=what-if');
    expect(amount).toHaveAttribute('type', 'text');
    await retype(amount, '1e309');
    expect(messageOf(amount)).toHaveTextContent(AMOUNT_TOO_LARGE);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AMOUNT_TOO_LARGE);
  });
});

describe('Calculator on a German page', () => {
  it('writes money and percentages the locale’s way', async () => {
    mockPrices();
    const user = userEvent.setup();
    renderCalculator({ search: '', cryptos: CRYPTOS, fiats: FIATS, locale: 'de' });
    // No catalog here: the English source texts, with German numbers (toHaveTextContent reads no-break spaces as spaces).
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByTestId('final-value')).toHaveTextContent('2.000,00 $'));
    expect(screen.getByTestId('percentage-change')).toHaveTextContent('+100,00 %');
    expect(screen.getByTestId('profit-badge')).toHaveTextContent('Profit 1.000,00 $ (+100,00 %)');
    expect(screen.getByTestId('initial-price')).toHaveTextContent('50.000,00 $');
  });
});
