import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dateTimeFormat, formatAmount } from '@shared/format';
import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { errorText } from '@/lib/error-text';
import type { PortfolioTx, Quantity } from '../engine/types';
import { TYPE_LABELS } from './transaction-labels';

export type TransactionRowProps = {
  tx: PortfolioTx;
  assetLabel: (asset: string) => string;
  onEdit: (tx: PortfolioTx) => void;
  onDelete: (tx: PortfolioTx) => Promise<void>;
};

const NOT_DELETED = msg`The transaction could not be deleted. Please try again.`;

/** A cell's caption where the row is stacked (narrow screens); the column header says it elsewhere. */
function StackedLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="mr-1 text-muted-foreground sm:hidden">
      {children}
    </span>
  );
}

/** One transaction: when, what, in, out, fee, where, and its Edit and Delete (which asks first, in place). */
export function TransactionRow({ tx, assetLabel, onEdit, onDelete }: TransactionRowProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the question: to Keep when it opens, back to Delete when it is answered with Keep.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const quantity = (q: Quantity | undefined) => (q ? `${formatAmount(locale, q.amount)} ${assetLabel(q.asset)}` : null);
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(tx.time);
  const day = dateTimeFormat(locale, { dateStyle: 'medium' }).format(tx.time);
  const main = quantity(tx.type === 'buy' || tx.type === 'income' ? (tx.received ?? tx.sent) : (tx.sent ?? tx.received)) ?? '';
  const names = {
    buy: t`buy of ${main} on ${day}`,
    sell: t`sale of ${main} on ${day}`,
    convert: t`conversion of ${main} on ${day}`,
    transfer: t`transfer of ${main} on ${day}`,
    income: t`income of ${main} on ${day}`,
  };
  const name = names[tx.type];
  const received = quantity(tx.received);
  const sent = quantity(tx.sent);
  const fee = quantity(tx.fee);

  const confirmDelete = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await onDelete(tx);
    } catch (error) {
      setFailure(errorText(i18n, error, NOT_DELETED));
    } finally {
      setDeleting(false);
    }
  };

  const cell = 'px-3 py-1 align-top sm:py-2';
  return (
    <tr className="border-b border-border last:border-b-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-2">
      <th scope="row" className={`${cell} text-left font-normal max-sm:col-span-2`}>
        <span className="block whitespace-nowrap tabular-nums">{when}</span>
        <span className="block font-medium">{i18n._(TYPE_LABELS[tx.type])}</span>
      </th>
      <td className={`${cell} tabular-nums sm:text-right ${received ? '' : 'max-sm:hidden'}`}>
        <StackedLabel>
          <Trans>In</Trans>
        </StackedLabel>
        {received ?? '—'}
      </td>
      <td className={`${cell} tabular-nums sm:text-right ${sent ? '' : 'max-sm:hidden'}`}>
        <StackedLabel>
          <Trans>Out</Trans>
        </StackedLabel>
        {sent ?? '—'}
      </td>
      <td className={`${cell} tabular-nums text-muted-foreground sm:text-right ${fee ? '' : 'max-sm:hidden'}`}>
        <StackedLabel>
          <Trans>Fee</Trans>
        </StackedLabel>
        {fee ?? '—'}
      </td>
      <td className={`${cell} break-words max-sm:col-span-2`}>
        {tx.type === 'transfer' && tx.toWallet ? `${tx.wallet} → ${tx.toWallet}` : tx.wallet}
      </td>
      <td className={`${cell} max-sm:col-span-2 sm:text-right`}>
        {confirming ? (
          <div role="group" aria-labelledby={questionId} className="flex flex-wrap items-center gap-2 sm:justify-end">
            <span id={questionId} className="text-sm">
              <Trans>Delete this transaction?</Trans>
            </span>
            <Button variant="destructive" size="sm" disabled={deleting} onClick={() => void confirmDelete()}>
              {deleting ? <Trans>Deleting…</Trans> : <Trans>Delete</Trans>}
            </Button>
            <Button ref={keepRef} variant="outline" size="sm" disabled={deleting} onClick={() => setConfirming(false)}>
              <Trans>Keep</Trans>
            </Button>
            {failure && (
              <p role="alert" className="w-full text-xs text-destructive">
                {failure}
              </p>
            )}
          </div>
        ) : (
          <div className="flex gap-2 sm:justify-end">
            <Button variant="outline" size="sm" aria-label={t`Edit ${name}`} onClick={() => onEdit(tx)}>
              <Pencil aria-hidden="true" />
              <Trans>Edit</Trans>
            </Button>
            <Button ref={deleteRef} variant="outline" size="sm" aria-label={t`Delete ${name}`} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              <Trans>Delete</Trans>
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
