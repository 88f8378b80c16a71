import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { numberFormat, oneSpace } from '@shared/format';
import { PortfolioFileSchema } from '@shared/schemas/portfolio';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { errorText } from '@/lib/error-text';
import { BACKUP_FORMAT, BackupError, openBackup } from '../backup/backup-crypto';
import type { PortfolioTx } from '../engine/types';
import { PassphraseInput } from './passphrase-input';

const NOT_A_BACKUP = msg`This file is not a backup.`;
const NEWER_VERSION = msg`This backup was made by a newer version of the site.`;
const WRONG_PASSPHRASE = msg`Wrong passphrase, or the file was changed.`;
const NOT_STORED = msg`the browser refused to store them.`;

type State =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'failed'; message: string }
  | { kind: 'locked'; sealed: unknown; opening: boolean; error: string | null }
  | { kind: 'confirm'; transactions: PortfolioTx[]; current: number; restoring: boolean; error: string | null }
  | { kind: 'done'; count: number };

const isSealed = (file: unknown) => typeof file === 'object' && file !== null && (file as { format?: unknown }).format === BACKUP_FORMAT;

/**
 * Restores a sealed backup or a plain JSON export: read, opened with its passphrase if sealed,
 * checked, and put in place of this browser's transactions only when the visitor confirms.
 */
export function BackupRestore({
  getAll,
  onRestore,
  initialFile,
}: {
  getAll: () => Promise<PortfolioTx[]>;
  onRestore: (txs: PortfolioTx[]) => Promise<void>;
  /** A backup chosen before this code had loaded (the page's light first view): read at once. */
  initialFile?: File | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [passphrase, setPassphrase] = useState('');
  // Only the latest choice counts: an answer for a file chosen before is dropped.
  const latest = useRef(0);

  /** A file's payload, checked, to the confirmation (with how many it would replace). */
  const accept = async (payload: unknown, run: number) => {
    const file = PortfolioFileSchema.safeParse(payload);
    if (!file.success) return setState({ kind: 'failed', message: i18n._(NOT_A_BACKUP) });
    try {
      const current = (await getAll()).length;
      if (run === latest.current)
        setState({ kind: 'confirm', transactions: file.data.transactions, current, restoring: false, error: null });
    } catch {
      if (run === latest.current)
        setState({ kind: 'failed', message: t`The transactions in this browser could not be read. Nothing was changed.` });
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) void read(chosen);
  };

  const read = async (chosen: File) => {
    const run = ++latest.current;
    setPassphrase('');
    setState({ kind: 'reading' });
    let payload: unknown;
    try {
      payload = JSON.parse(await chosen.text());
    } catch {
      if (run === latest.current) setState({ kind: 'failed', message: i18n._(NOT_A_BACKUP) });
      return;
    }
    if (run !== latest.current) return;
    if (isSealed(payload)) setState({ kind: 'locked', sealed: payload, opening: false, error: null });
    else await accept(payload, run);
  };

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind !== 'locked') return;
    const run = latest.current;
    setState({ ...state, opening: true, error: null });
    try {
      const payload = await openBackup(state.sealed, passphrase);
      if (run === latest.current) await accept(payload, run);
    } catch (error) {
      if (run !== latest.current) return;
      const reason = error instanceof BackupError ? error.reason : 'wrong-passphrase-or-damaged';
      // A wrong passphrase may be typed again; a file this site cannot open cannot.
      if (reason === 'wrong-passphrase-or-damaged') setState({ ...state, opening: false, error: i18n._(WRONG_PASSPHRASE) });
      else setState({ kind: 'failed', message: i18n._(reason === 'unsupported' ? NEWER_VERSION : NOT_A_BACKUP) });
    }
  };

  const replace = async () => {
    if (state.kind !== 'confirm') return;
    const run = latest.current;
    setState({ ...state, restoring: true, error: null });
    try {
      await onRestore(state.transactions);
      if (run === latest.current) setState({ kind: 'done', count: state.transactions.length });
    } catch (error) {
      const reason = errorText(i18n, error, NOT_STORED);
      if (run === latest.current) setState({ ...state, restoring: false, error: t`Nothing was restored: ${reason}` });
    }
  };

  const cancel = () => {
    latest.current++;
    setPassphrase('');
    setState({ kind: 'idle' });
  };

  const backupCount = state.kind === 'confirm' ? oneSpace(numberFormat(locale, {}).format(state.transactions.length)) : '';
  const working = (state.kind === 'locked' && state.opening) || (state.kind === 'confirm' && state.restoring);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the handed-over file is read once, on mount.
  useEffect(() => {
    if (initialFile) void read(initialFile);
  }, []);

  return (
    <div role="group" aria-labelledby={`${id}-title`} aria-busy={state.kind === 'reading' || working} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        <Trans>Restore</Trans>
      </h3>
      <Field
        id={`${id}-file`}
        label={<Trans>Restore a backup or JSON export</Trans>}
        hint={<Trans>Nothing in this browser changes until you confirm.</Trans>}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".json,application/json"
            density="compact"
            className="h-auto file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
            disabled={working}
            onChange={choose}
          />
        )}
      </Field>

      {state.kind === 'locked' && (
        <form onSubmit={(event) => void unlock(event)} noValidate className="flex flex-col gap-3 rounded-md border bg-card p-3 sm:p-4">
          <Field
            id={`${id}-passphrase`}
            label={<Trans>Passphrase of this backup</Trans>}
            error={state.error}
            hint={<Trans>Opening it takes a moment.</Trans>}
          >
            {(control) => <PassphraseInput control={control} value={passphrase} onChange={setPassphrase} purpose="current" />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={state.opening || passphrase === ''}>
              <Trans>Open backup</Trans>
            </Button>
            <Button variant="outline" size="sm" disabled={state.opening} onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}

      {state.kind === 'confirm' && (
        <div className="flex flex-col gap-3 rounded-md border bg-card p-3 sm:p-4">
          <p className="text-sm font-medium tabular-nums">
            {t({
              comment: '{backupCount} is how many transactions the backup holds',
              message: plural(state.current, {
                0: `This browser holds no transactions yet. Restore the ${backupCount} in the backup?`,
                one: `Replace the # transaction in this browser with the ${backupCount} in the backup?`,
                other: `Replace the # transactions in this browser with the ${backupCount} in the backup?`,
              }),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={state.restoring} onClick={() => void replace()}>
              <Trans>Replace</Trans>
            </Button>
            <Button variant="outline" size="sm" disabled={state.restoring} onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
          {state.error && (
            <p role="alert" className="text-sm text-destructive">
              {state.error}
            </p>
          )}
        </div>
      )}

      <p
        role="status"
        aria-live="polite"
        className={state.kind === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
      >
        {state.kind === 'reading' && t`Reading the file…`}
        {state.kind === 'locked' && state.opening && t`Opening the backup…`}
        {state.kind === 'confirm' && state.restoring && t`Restoring…`}
        {state.kind === 'failed' && state.message}
        {state.kind === 'done' &&
          t({ message: plural(state.count, { one: 'Restored # transaction.', other: 'Restored # transactions.' }) })}
      </p>
    </div>
  );
}
