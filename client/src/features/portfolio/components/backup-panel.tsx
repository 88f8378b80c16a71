import { Trans, useLingui } from '@lingui/react/macro';
import type { PortfolioFile } from '@shared/schemas/portfolio';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { sealBackup } from '../backup/backup-crypto';
import type { PortfolioTx } from '../engine/types';
import { PassphraseInput } from './passphrase-input';
import { BackupRestore } from './backup-restore';

/** Shorter passphrases fall to guessing however slow the key derivation is. */
const MIN_PASSPHRASE = 8;

export type BackupPanelProps = {
  /** Every transaction kept in this browser. */
  getAll: () => Promise<PortfolioTx[]>;
  /** Replaces every transaction in this browser with these (all or nothing). */
  onRestore: (txs: PortfolioTx[]) => Promise<void>;
  /** PBKDF2 iterations for a new backup; the default (600,000) except in tests. */
  iterations?: number;
  /** A backup chosen before this code had loaded (the page's light first view). */
  initialRestoreFile?: File | undefined;
};

/** Today in the visitor's calendar, for file names: YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Saves text as a file, the way the site's CSV export does. */
function downloadJson(name: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the file only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function portfolioFile(getAll: () => Promise<PortfolioTx[]>): Promise<PortfolioFile> {
  return { format: 'cryptocalc-portfolio', version: 1, exportedAt: new Date().toISOString(), transactions: await getAll() };
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; sealing: boolean }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/**
 * Backups of the transactions kept in this browser: sealed with a passphrase, or as plain JSON,
 * and a restore of either that replaces what is here only once the visitor confirms.
 */
export function BackupPanel({ getAll, onRestore, iterations, initialRestoreFile }: BackupPanelProps) {
  const { t } = useLingui();
  const id = useId();
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ passphrase?: string; repeat?: string }>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'busy';

  const downloadSealed = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      passphrase: passphrase.length < MIN_PASSPHRASE ? t`Use at least 8 characters.` : undefined,
      repeat: passphrase.length >= MIN_PASSPHRASE && repeat !== passphrase ? t`The passphrases do not match.` : undefined,
    };
    setErrors(found);
    if (found.passphrase || found.repeat) return;
    setStatus({ kind: 'busy', sealing: true });
    try {
      const file = await portfolioFile(getAll);
      const sealed = await sealBackup(file, passphrase, iterations);
      const name = `portfolio-backup-${today()}.json`;
      downloadJson(name, JSON.stringify(sealed));
      setPassphrase('');
      setRepeat('');
      setStatus({ kind: 'done', message: t`Encrypted backup saved as ${name}.` });
    } catch {
      setStatus({ kind: 'error', message: t`The backup could not be made. Please try again.` });
    }
  };

  const downloadPlain = async () => {
    setStatus({ kind: 'busy', sealing: false });
    try {
      const name = `portfolio-${today()}.json`;
      downloadJson(name, JSON.stringify(await portfolioFile(getAll), null, 2));
      setStatus({ kind: 'done', message: t`Saved as ${name}.` });
    } catch {
      setStatus({ kind: 'error', message: t`The file could not be made. Please try again.` });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        <Trans>Backups</Trans>
      </h2>

      <form
        onSubmit={(event) => void downloadSealed(event)}
        aria-labelledby={`${id}-sealed`}
        aria-busy={status.kind === 'busy' && status.sealing}
        noValidate
        className="flex flex-col gap-3"
      >
        <h3 id={`${id}-sealed`} className="text-sm font-semibold">
          <Trans>Download an encrypted backup</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Your transactions, locked with a passphrase you choose. Without the passphrase nobody, including us, can open the backup, and it
            cannot be reset: keep it somewhere safe.
          </Trans>
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field
            id={`${id}-passphrase`}
            label={<Trans>Passphrase</Trans>}
            hint={<Trans>At least 8 characters.</Trans>}
            error={errors.passphrase}
          >
            {(control) => <PassphraseInput control={control} value={passphrase} onChange={setPassphrase} purpose="new" />}
          </Field>
          <Field id={`${id}-repeat`} label={<Trans>Repeat the passphrase</Trans>} error={errors.repeat}>
            {(control) => <PassphraseInput control={control} value={repeat} onChange={setRepeat} purpose="new" />}
          </Field>
        </div>
        <div>
          <Button type="submit" size="sm" disabled={busy}>
            <Trans>Download encrypted backup</Trans>
          </Button>
        </div>
      </form>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">
          <Trans>Download as JSON (not encrypted)</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>The same transactions as a plain file, for other tools. Anyone who has the file can read it.</Trans>
        </p>
        <div>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void downloadPlain()}>
            <Trans>Download JSON</Trans>
          </Button>
        </div>
      </div>

      <p
        role="status"
        aria-live="polite"
        className={status.kind === 'error' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
      >
        {status.kind === 'busy'
          ? status.sealing
            ? t`Encrypting… this takes a moment.`
            : t`Preparing the file…`
          : status.kind === 'done' || status.kind === 'error'
            ? status.message
            : ''}
      </p>

      <BackupRestore getAll={getAll} onRestore={onRestore} initialFile={initialRestoreFile} />
    </section>
  );
}
