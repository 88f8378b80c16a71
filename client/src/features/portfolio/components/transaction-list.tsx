import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PortfolioTx } from '../engine/types';
import { TransactionRow } from './transaction-row';

export type TransactionListProps = {
  txs: PortfolioTx[];
  /** How an asset id reads ("bitcoin" → "BTC"). */
  assetLabel: (asset: string) => string;
  onEdit: (tx: PortfolioTx) => void;
  onDelete: (tx: PortfolioTx) => Promise<void>;
};

/** Rows shown at first and added by each "Show more": thousands of imported rows would make the page slow to render. */
export const PAGE_SIZE = 50;

/**
 * Every transaction, newest first, a page at a time. A table on wide screens; below the `sm`
 * breakpoint each row stacks into a small card, so nothing needs scrolling sideways at 375 px.
 * Nothing at all when there are none (the page says so in its own words).
 */
export function TransactionList({ txs, assetLabel, onEdit, onDelete }: TransactionListProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(PAGE_SIZE);
  // Ties keep a stable order (by id), so a row does not jump when another is edited.
  const sorted = useMemo(() => [...txs].sort((a, b) => b.time - a.time || a.id.localeCompare(b.id)), [txs]);
  if (sorted.length === 0) return null;
  const visible = sorted.slice(0, shown);
  const count = visible.length;
  const total = sorted.length;
  const head = 'px-3 py-2 font-medium';
  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-md border border-border bg-card">
        <table className="w-full text-sm max-sm:block">
          <caption className="sr-only">{t`Your transactions, newest first`}</caption>
          <thead className="border-b border-border text-left text-muted-foreground max-sm:sr-only">
            <tr>
              <th scope="col" className={head}>
                <Trans>Date and type</Trans>
              </th>
              <th scope="col" className={`${head} text-right`}>
                <Trans>In</Trans>
              </th>
              <th scope="col" className={`${head} text-right`}>
                <Trans>Out</Trans>
              </th>
              <th scope="col" className={`${head} text-right`}>
                <Trans>Fee</Trans>
              </th>
              <th scope="col" className={head}>
                <Trans>Wallet</Trans>
              </th>
              <th scope="col" className={head}>
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {visible.map((tx) => (
              <TransactionRow key={tx.id} tx={tx} assetLabel={assetLabel} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </tbody>
        </table>
      </div>
      {count < total && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            <Trans>Show more</Trans>
          </Button>
          <p className="text-sm text-muted-foreground tabular-nums">{t`Showing ${count} of ${total}`}</p>
        </div>
      )}
    </div>
  );
}
