import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@/testing/render';
import type { PortfolioTx } from '../engine/types';
import type { AssetResolver } from '../import/import-types';
import { readExport } from '../import/read-export';
import { ImportPanel } from './import-panel';

const KNOWN: Record<string, string> = { BTC: 'bitcoin', ETH: 'ethereum', SOL: 'solana', DOGE: 'dogecoin', USD: 'usd', EUR: 'eur' };
const resolve: AssetResolver = (code) => (Object.hasOwn(KNOWN, code) ? KNOWN[code]! : null);
const KRAKEN = readFileSync(join(import.meta.dirname, '../import/fixtures/kraken-ledgers.csv'), 'utf8');

/** The panel over the real importers, as the page's worker runs them. */
function setup(onConfirm = vi.fn(async (_txs: PortfolioTx[]) => ({ added: 4, existing: 2 }))) {
  const preview = vi.fn(async (text: string) => readExport(text, resolve));
  render(<ImportPanel preview={preview} onConfirm={onConfirm} />);
  return { user: userEvent.setup(), preview, onConfirm, input: screen.getByLabelText('Import a CSV export') };
}

const csv = (text: string, name = 'export.csv') => new File([text], name, { type: 'text/csv' });

afterEach(cleanup);

describe('the import panel', () => {
  it('names the exports it reads and the generic template’s columns', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(input).toHaveAccessibleDescription(/Kraken ledgers and trades.*columns: Date, Type, Received Quantity/);
  });

  it('previews a Kraken ledger, with every skipped row’s line and reason, and saves its transactions only when asked', async () => {
    const { user, input, onConfirm, preview } = setup();
    await user.upload(input, csv(KRAKEN, 'kraken-ledgers.csv'));

    const panel = await screen.findByRole('region', { name: 'Kraken ledgers' });
    expect(preview).toHaveBeenCalledWith(KRAKEN);
    expect(within(panel).getByText(/22 rows read · 6 transactions understood · 12 rows skipped/)).toBeInTheDocument();
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    // Lines 4 and 5: 500 USD for 0.01 BTC with a 1.30 USD fee.
    expect(rows[0]).toHaveTextContent(/^4, 5Jan 3, 2024, 10:00 AMBuy0\.01 bitcoin500 USD1\.3 USDKraken$/);
    expect(rows[4]).toHaveTextContent(/Staking0\.05 solana/);
    expect(rows[5]).toHaveTextContent(/Transfer—0\.005 bitcoin0\.00015 bitcoinKraken → External/);

    await user.click(within(panel).getByText('The 12 rows skipped, and why'));
    expect(within(panel).getByText('Line 19: Unknown asset ADA')).toBeVisible();
    expect(within(panel).getByText('Line 18: The other half of trade TUNP01-AAAAA-AAAAAA is not in this file')).toBeVisible();
    expect(within(panel).getByText('Line 22: Unreadable number “n/a”')).toBeVisible();
    expect(within(panel).getByText('Line 23: Unreadable date “16/01/2024 00:00”')).toBeVisible();
    expect(within(panel).getByText('Line 21: Not a trade or transfer (margin)')).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole('button', { name: 'Add 6 transactions' }));
    const expected = readExport(KRAKEN, resolve)!.txs.map(({ tx }) => tx);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(expected);
    expect(await screen.findByText('Added 4 transactions. 2 were already there.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kraken ledgers' })).not.toBeInTheDocument();
  });

  it('disables the buttons while saving, and says nothing was saved when saving fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<{ added: number; existing: number }>((_, reject) => (fail = reject)));
    const { user, input } = setup(onConfirm);
    await user.upload(input, csv(KRAKEN, 'kraken-ledgers.csv'));
    const add = await screen.findByRole('button', { name: 'Add 6 transactions' });
    await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fail(new Error('The quota was exceeded.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved: The quota was exceeded.');
    expect(add).toBeEnabled();
  });

  it('cancels without saving anything', async () => {
    const { user, input, onConfirm } = setup();
    await user.upload(input, csv(KRAKEN, 'kraken-ledgers.csv'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Kraken ledgers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says so when it does not recognise a file, and lists the exports it reads', async () => {
    const { user, input } = setup();
    await user.upload(input, csv('Date,Coin,Amount\n2024-01-01,BTC,1\n'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not recognise this file.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Kraken ledgers');
    expect(within(alert).getByText('Coinbase transaction history')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('shows it is busy while reading, says so when a file cannot be read, and refuses one over 50 MB unread', async () => {
    let crash: (error: Error) => void = () => {};
    const preview = vi.fn(() => new Promise<null>((_, reject) => (crash = reject)));
    render(<ImportPanel preview={preview} onConfirm={vi.fn()} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Import a CSV export');
    await user.upload(input, csv('anything'));
    expect(await screen.findByText('Reading export.csv…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Import transactions' })).toHaveAttribute('aria-busy', 'true');
    crash(new Error('worker crashed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not read this file.');
    expect(screen.getByRole('region', { name: 'Import transactions' })).toHaveAttribute('aria-busy', 'false');

    const huge = csv('x');
    Object.defineProperty(huge, 'size', { value: 60 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is larger than 50 MB.');
    expect(preview).toHaveBeenCalledTimes(1);
  });
});
