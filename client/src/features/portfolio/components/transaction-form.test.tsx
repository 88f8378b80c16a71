import type { Currency } from '@shared/schemas/currency';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@/testing/render';
import type { PortfolioTx } from '../engine/types';
import { TransactionForm } from './transaction-form';

// New York, so a late-evening local time falls on the next UTC day: the price must be the UTC day's.
const previousTz = process.env.TZ;
process.env.TZ = 'America/New_York';

const coin = (id: string, name: string, symbol: string): Currency => ({ id, name, symbol, image: '', type: 'crypto' });
const fiat = (id: string, name: string): Currency => ({ id, name, symbol: id.toUpperCase(), image: '', type: 'fiat' });
const CRYPTOS = [coin('bitcoin', 'Bitcoin', 'BTC'), coin('ethereum', 'Ethereum', 'ETH'), coin('tether', 'Tether', 'USDT')];
const FIATS = [fiat('usd', 'US Dollar'), fiat('eur', 'Euro')];

function setup({
  initial,
  lookup,
  locale = 'en',
}: {
  initial?: PortfolioTx;
  lookup?: ReturnType<typeof vi.fn>;
  locale?: 'en' | 'de';
} = {}) {
  const onSave = vi.fn(async (_tx: PortfolioTx) => {});
  const onCancel = vi.fn();
  const lookupPrice = lookup ?? vi.fn(async () => null);
  render(
    <TransactionForm
      {...(initial ? { initial } : {})}
      cryptos={CRYPTOS}
      fiats={FIATS}
      reporting="usd"
      lookupPrice={lookupPrice as never}
      onSave={onSave}
      onCancel={onCancel}
    />,
    { locale },
  );
  return { onSave, onCancel, lookupPrice, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const setDate = (value: string) => fireEvent.change(field('Date and time'), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save' });

afterEach(cleanup);
afterAll(() => {
  // Assigning undefined would set the text "undefined": the next file in this process gets its zone back.
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe('TransactionForm', () => {
  it('runs in New York time for these tests', () => {
    expect(new Date('2024-02-29T21:00').toISOString()).toBe('2024-03-01T02:00:00.000Z');
  });

  it('saves a buy with its price as received coin and sent amount × price, with the fee in the fiat by default', async () => {
    const { user, onSave, lookupPrice } = setup();
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeChecked();
    expect(field('Wallet or exchange')).toHaveValue('My wallet');
    expect(field('Price currency')).toHaveValue('usd');
    setDate('2024-03-01T10:30');
    await user.clear(field('Wallet or exchange'));
    await user.type(field('Wallet or exchange'), 'Kraken');
    await user.type(field('Coin'), 'btc');
    expect(field('Coin')).toHaveAccessibleDescription('Bitcoin');
    await user.type(field('Amount'), '0.5');
    await user.type(field('Price per coin (optional)'), '61,234.5');
    // 0.5 × 61,234.5 = 30,617.25
    expect(screen.getByText('Total: 30,617.25 USD')).toBeInTheDocument();
    await user.type(field('Fee (optional)'), '12.5');
    expect(field('Fee paid in')).toHaveValue('USD');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const tx = onSave.mock.calls[0]![0];
    expect(tx.id).toMatch(/^manual:[0-9a-f-]{36}$/);
    expect(tx).toEqual({
      id: tx.id,
      time: Date.UTC(2024, 2, 1, 15, 30), // 10:30 in New York (UTC−5)
      type: 'buy',
      wallet: 'Kraken',
      received: { asset: 'bitcoin', amount: 0.5 },
      sent: { asset: 'usd', amount: 30617.25 },
      fee: { asset: 'usd', amount: 12.5 },
    });
    expect(lookupPrice).not.toHaveBeenCalled();
  });

  it('reads numbers the way a German page writes them, and a sell as sent coin and received fiat', async () => {
    const { user, onSave } = setup({ locale: 'de' });
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    setDate('2024-03-01T10:30');
    await user.type(field('Coin'), 'ETH');
    await user.type(field('Amount'), '1,5');
    await user.type(field('Price per coin (optional)'), '3.000,2');
    await user.selectOptions(field('Price currency'), 'eur');
    await user.type(field('Fee (optional)'), '0,001');
    await user.clear(field('Fee paid in'));
    await user.type(field('Fee paid in'), 'eth');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // 1.5 × 3,000.2 = 4,500.3
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      type: 'sell',
      sent: { asset: 'ethereum', amount: 1.5 },
      received: { asset: 'eur', amount: 4500.3 },
      fee: { asset: 'ethereum', amount: 0.001 },
    });
  });

  it('fills an empty price from the UTC day’s price, says where it came from, and saves when told to', async () => {
    const lookup = vi.fn(async () => ({ price: 62000, source: 'CoinGecko', day: '2024-03-01' }));
    const { user, onSave } = setup({ lookup });
    setDate('2024-02-29T21:00');
    await user.type(field('Coin'), 'BTC');
    await user.type(field('Amount'), '0.5');
    await user.click(save());
    expect(await screen.findByText('Filled from CoinGecko’s price for 2024-03-01')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledWith('bitcoin', 'usd', '2024-03-01');
    expect(field('Price per coin (optional)')).toHaveValue('62000');
    // Shown first, kept on the second Save.
    expect(onSave).not.toHaveBeenCalled();
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({ sent: { asset: 'usd', amount: 31000 }, received: { asset: 'bitcoin', amount: 0.5 } });
  });

  it('saves nothing when the day has no price, and asks for one under the field', async () => {
    const { user, onSave, lookupPrice } = setup();
    setDate('2024-03-01T10:00');
    await user.type(field('Coin'), 'BTC');
    await user.type(field('Amount'), '0.5');
    await user.click(save());
    expect(await screen.findByText('We have no price for that day; please enter one.')).toBeInTheDocument();
    expect(lookupPrice).toHaveBeenCalledTimes(1);
    expect(field('Price per coin (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Price per coin (optional)')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an unknown coin, a zero amount and a date before Bitcoin, each under its field', async () => {
    const { user, onSave, lookupPrice } = setup();
    setDate('2008-12-31T12:00');
    await user.type(field('Coin'), 'XYZ');
    await user.type(field('Amount'), '0');
    await user.type(field('Price per coin (optional)'), '10');
    await user.click(save());
    expect(screen.getByText('We don’t know the coin “XYZ”.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount above 0.')).toBeInTheDocument();
    expect(screen.getByText('The date cannot be before 3 January 2009, when Bitcoin began.')).toBeInTheDocument();
    expect(field('Date and time')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    expect(lookupPrice).not.toHaveBeenCalled();
    // The messages follow the fields once shown.
    await user.clear(field('Coin'));
    await user.type(field('Coin'), 'eth');
    expect(screen.queryByText(/We don’t know the coin/)).not.toBeInTheDocument();
  });

  it('refuses a time in the future', async () => {
    const { user, onSave } = setup();
    setDate('2999-01-01T00:00');
    await user.type(field('Coin'), 'BTC');
    await user.type(field('Amount'), '1');
    await user.type(field('Price per coin (optional)'), '10');
    await user.click(save());
    expect(screen.getByText('The date and time cannot be in the future.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a transfer to the same wallet, then saves it to another', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('radio', { name: 'Transfer' }));
    setDate('2024-03-01T10:00');
    await user.type(field('Coin'), 'BTC');
    await user.type(field('Amount'), '0.25');
    expect(field('From wallet')).toHaveValue('My wallet');
    await user.type(field('To wallet'), 'my wallet ');
    await user.click(save());
    expect(screen.getByText('The two wallets must differ.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(field('To wallet'));
    await user.type(field('To wallet'), 'Ledger');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      type: 'transfer',
      wallet: 'My wallet',
      toWallet: 'Ledger',
      sent: { asset: 'bitcoin', amount: 0.25 },
    });
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('received');
  });

  it('saves income as received only, with its kind, and a convert as coin given and got', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('radio', { name: 'Income' }));
    setDate('2024-03-01T10:00');
    await user.type(field('Coin'), 'ETH');
    await user.type(field('Amount'), '0.01');
    await user.selectOptions(field('Kind of income'), 'airdrop');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const income = onSave.mock.calls[0]![0];
    expect(income).toMatchObject({ type: 'income', incomeKind: 'airdrop', received: { asset: 'ethereum', amount: 0.01 } });
    expect(income).not.toHaveProperty('sent');

    await user.click(screen.getByRole('radio', { name: 'Convert' }));
    await user.clear(field('Amount given'));
    await user.type(field('Amount given'), '2');
    await user.type(field('Coin got'), 'BTC');
    await user.type(field('Amount got'), '0.1');
    await user.type(field('Fee (optional)'), '0.002');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toMatchObject({
      type: 'convert',
      sent: { asset: 'ethereum', amount: 2 },
      received: { asset: 'bitcoin', amount: 0.1 },
      fee: { asset: 'ethereum', amount: 0.002 },
    });
  });

  it('pre-fills an existing buy and keeps its id and figures when saved unchanged', async () => {
    const initial: PortfolioTx = {
      id: 'coinbase:abc',
      time: Date.UTC(2024, 2, 1, 15, 30, 12),
      type: 'buy',
      wallet: 'Coinbase',
      received: { asset: 'bitcoin', amount: 0.3 },
      sent: { asset: 'eur', amount: 20000 },
      fee: { asset: 'eur', amount: 2.5 },
    };
    const { user, onSave } = setup({ initial });
    expect(screen.getByRole('heading', { name: 'Edit transaction' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeChecked();
    expect(field('Date and time')).toHaveValue('2024-03-01T10:30');
    expect(field('Wallet or exchange')).toHaveValue('Coinbase');
    expect(field('Coin')).toHaveValue('BTC');
    expect(field('Amount')).toHaveValue('0.3');
    // 20,000 / 0.3, shown to 12 digits
    expect(field('Price per coin (optional)')).toHaveValue('66666.6666667');
    expect(field('Price currency')).toHaveValue('eur');
    expect(field('Fee (optional)')).toHaveValue('2.5');
    expect(field('Fee paid in')).toHaveValue('EUR');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual(initial);

    await user.clear(field('Amount'));
    await user.type(field('Amount'), '0.6');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toMatchObject({ id: 'coinbase:abc', time: initial.time, received: { amount: 0.6 } });
    expect(onSave.mock.calls[1]![0].sent?.amount).toBeCloseTo(40000, 4);
  });

  it('keeps Save off while saving, and says so when the save fails', async () => {
    let fail: (error: Error) => void = () => {};
    const { user, onSave } = setup();
    onSave.mockImplementation(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    setDate('2024-03-01T10:00');
    await user.type(field('Coin'), 'BTC');
    await user.type(field('Amount'), '1');
    await user.type(field('Price per coin (optional)'), '100');
    await user.click(save());
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    fail(new Error(''));
    expect(await screen.findByRole('alert')).toHaveTextContent('The transaction could not be saved. Please try again.');
    expect(save()).toBeEnabled();
  });

  it('cancels', async () => {
    const { user, onCancel, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
