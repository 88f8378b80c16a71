import type { IncomeKind, LedgerEvent, ValuedTx } from './types';

/**
 * The ledger events a transaction makes (decision 025). Fiat is money, not a holding: only coins
 * become lots. Fees raise the cost of what is bought and lower the proceeds of what is sold or
 * converted; a fee paid in a coin is also a disposal of that coin, at the fee's value.
 */
export function ledgerEvents(tx: ValuedTx, isFiat: (asset: string) => boolean): LedgerEvent[] {
  const { id: txId, time, wallet, received, sent, fee, values } = tx;
  const events: LedgerEvent[] = [];
  let seq = 0;
  const feeValue = fee && fee.amount > 0 ? values.fee : 0;
  const coinFee = fee && fee.amount > 0 && !isFiat(fee.asset) ? fee : null;
  /** Adds two values, either unknown making the sum unknown. */
  const plus = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

  const acquire = (asset: string, amount: number, cost: number | null, income: IncomeKind | null) =>
    events.push({ type: 'acquire', txId, seq: seq++, time, wallet, asset, amount, cost, income });
  const dispose = (asset: string, amount: number, proceeds: number | null, cause: 'sale' | 'convert' | 'fee') =>
    events.push({ type: 'dispose', txId, seq: seq++, time, wallet, asset, amount, proceeds, cause });

  switch (tx.type) {
    case 'buy':
    case 'sell':
    case 'convert': {
      const gets = received && received.amount > 0 && !isFiat(received.asset) ? received : null;
      const gives = sent && sent.amount > 0 && !isFiat(sent.asset) ? sent : null;
      // What changed hands, valued once: the money side when there is one (what was really paid
      // or received), else the coin given up, else the coin got.
      const moneySide = received && isFiat(received.asset) ? values.received : sent && isFiat(sent.asset) ? values.sent : null;
      const worth = moneySide ?? values.sent ?? values.received;
      if (gives) dispose(gives.asset, gives.amount, plus(worth, feeValue === null ? null : -feeValue), gets ? 'convert' : 'sale');
      // A buy's fee raises its cost; when a coin is also given, the fee already lowered its proceeds.
      if (gets) acquire(gets.asset, gets.amount, gives ? worth : plus(worth, feeValue), null);
      break;
    }
    case 'income':
      if (received && received.amount > 0 && !isFiat(received.asset))
        acquire(received.asset, received.amount, values.received, tx.incomeKind ?? 'other');
      break;
    case 'transfer':
      if (sent && sent.amount > 0 && !isFiat(sent.asset) && tx.toWallet && tx.toWallet !== wallet) {
        events.push({ type: 'transfer', txId, seq: seq++, time, asset: sent.asset, amount: sent.amount, from: wallet, to: tx.toWallet });
      }
      break;
  }
  if (coinFee) dispose(coinFee.asset, coinFee.amount, values.fee, 'fee');
  return events;
}
