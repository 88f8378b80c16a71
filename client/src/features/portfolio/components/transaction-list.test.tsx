import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@/testing/render';
import type { PortfolioTx } from '../engine/types';
import { TransactionList } from './transaction-list';

const LABELS: Record<string, string> = { bitcoin: 'BTC', ethereum: 'ETH', usd: 'USD', eur: 'EUR' };
const assetLabel = (asset: string) => LABELS[asset] ?? asset;
// Noon UTC: the same calendar day in any time zone the tests may run in.
const noon = (month: number, day: number) => Date.UTC(2024, month - 1, day, 12);

const BUY: PortfolioTx = {
  id: 'buy-1',
  time: noon(3, 1),
  type: 'buy',
  wallet: 'Kraken',
  received: { asset: 'bitcoin', amount: 0.5 },
  sent: { asset: 'usd', amount: 30617.25 },
  fee: { asset: 'usd', amount: 12.5 },
};
const TRANSFER: PortfolioTx = {
  id: 'transfer-1',
  time: noon(3, 5),
  type: 'transfer',
  wallet: 'Kraken',
  toWallet: 'Ledger',
  sent: { asset: 'bitcoin', amount: 0.123456789 },
};
const INCOME: PortfolioTx = {
  id: 'income-1',
  time: noon(2, 10),
  type: 'income',
  wallet: 'Lido',
  received: { asset: 'ethereum', amount: 0.01 },
  incomeKind: 'staking',
};

function setup(txs: PortfolioTx[]) {
  const onEdit = vi.fn();
  const onDelete = vi.fn(async (_tx: PortfolioTx) => {});
  const view = render(<TransactionList txs={txs} assetLabel={assetLabel} onEdit={onEdit} onDelete={onDelete} />);
  return { ...view, onEdit, onDelete, user: userEvent.setup() };
}

/** The body's rows (the first row is the header). */
const bodyRows = () => screen.getAllByRole('row').slice(1);

afterEach(cleanup);

describe('TransactionList', () => {
  it('lists newest first with each row’s type, amounts in the page’s format, and wallets', () => {
    setup([INCOME, BUY, TRANSFER]);
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    const [transfer, buy, income] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(transfer).getByRole('rowheader')).toHaveTextContent('Transfer');
    expect(transfer).toHaveTextContent('0.12345679 BTC'); // up to 8 fraction digits
    expect(transfer).toHaveTextContent('Kraken → Ledger');
    expect(within(buy).getByRole('rowheader')).toHaveTextContent('Buy');
    const cells = within(buy).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('0.5 BTC');
    expect(cells[1]).toHaveTextContent('30,617.25 USD');
    expect(cells[2]).toHaveTextContent('12.5 USD');
    expect(cells[3]).toHaveTextContent('Kraken');
    expect(within(income).getByRole('rowheader')).toHaveTextContent('Income');
    expect(within(income).getByRole('rowheader')).toHaveTextContent('Feb 10, 2024');
  });

  it('writes amounts as a German page does', () => {
    render(<TransactionList txs={[BUY]} assetLabel={assetLabel} onEdit={vi.fn()} onDelete={vi.fn()} />, { locale: 'de' });
    expect(bodyRows()[0]).toHaveTextContent('30.617,25 USD');
  });

  it('shows nothing when there are no transactions', () => {
    const { container } = setup([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('names each row’s buttons, and Edit hands the transaction back', async () => {
    const { user, onEdit } = setup([BUY, TRANSFER]);
    await user.click(screen.getByRole('button', { name: 'Edit buy of 0.5 BTC on Mar 1, 2024' }));
    expect(onEdit).toHaveBeenCalledWith(BUY);
    expect(screen.getByRole('button', { name: 'Delete transfer of 0.12345679 BTC on Mar 5, 2024' })).toBeInTheDocument();
  });

  it('asks before deleting: Keep leaves it, Delete then calls onDelete', async () => {
    const { user, onDelete } = setup([BUY, TRANSFER]);
    const deleteBuy = () => screen.getByRole('button', { name: 'Delete buy of 0.5 BTC on Mar 1, 2024' });
    await user.click(deleteBuy());
    const question = screen.getByRole('group', { name: 'Delete this transaction?' });
    expect(onDelete).not.toHaveBeenCalled();
    expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: 'Delete this transaction?' })).not.toBeInTheDocument();
    expect(deleteBuy()).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(deleteBuy());
    await user.click(within(screen.getByRole('group', { name: 'Delete this transaction?' })).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledWith(BUY);
  });

  it('says so when a delete fails', async () => {
    const { user, onDelete } = setup([BUY]);
    onDelete.mockRejectedValueOnce(new Error(''));
    await user.click(screen.getByRole('button', { name: /^Delete buy of/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The transaction could not be deleted. Please try again.');
  });

  it('shows 50 rows at a time, newest first, with Show more', async () => {
    const txs = Array.from(
      { length: 120 },
      (_, i): PortfolioTx => ({
        id: `tx-${i}`,
        time: Date.UTC(2023, 0, 1) + i * 86_400_000,
        type: 'income',
        wallet: `Wallet ${i}`,
        received: { asset: 'ethereum', amount: 1 },
        incomeKind: 'staking',
      }),
    );
    const { user } = setup(txs);
    expect(bodyRows()).toHaveLength(50);
    expect(bodyRows()[0]).toHaveTextContent('Wallet 119');
    expect(screen.getByText('Showing 50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(bodyRows()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(bodyRows()).toHaveLength(120);
    expect(bodyRows()[119]).toHaveTextContent('Wallet 0');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
