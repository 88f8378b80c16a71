import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useRef, useState, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-text';
import type { PortfolioTx } from '../engine/types';
import { isFiatAsset } from '../import/fiat-assets';
import { GENERIC_TEMPLATE_HEADER } from '../import/generic-importer';
import type { ImportPreview as Preview } from '../import/import-types';
import { IMPORTERS } from '../import/read-export';
import { ImportPreview } from './import-preview';

/** The largest file read: years of a busy account's rows, well short of what a tab can hold as text. */
const MAX_BYTES = 50 * 1024 * 1024;

const SAVE_FAILED = msg`the browser refused to store them.`;

export type ImportPanelProps = {
  /** Reads a file's text (in a worker); null when no importer knows its header. */
  preview: (text: string) => Promise<Preview | null>;
  /** Saves the transactions whose ids are new. */
  onConfirm: (txs: PortfolioTx[]) => Promise<{ added: number; existing: number }>;
  /** An asset's name as the page shows it; by default fiat codes upper-cased, coins by their id. */
  assetLabel?: (asset: string) => string;
  /** A file already chosen before this panel's code had loaded (the page's light first view): read at once. */
  initialFile?: File | undefined;
};

type State =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'failed'; message: string }
  | { kind: 'unrecognised'; fileName: string }
  | { kind: 'preview'; preview: Preview; fileName: string; saving: boolean; error: string | null }
  | { kind: 'saved'; added: number; existing: number };

const defaultAssetLabel = (asset: string) => (isFiatAsset(asset) ? asset.toUpperCase() : asset);

/**
 * Adds an exchange's CSV export to the portfolio: the file is read in this browser, shown as a
 * preview (what was understood, what was skipped and why), and saved only when the visitor says so.
 */
export function ImportPanel({ preview, onConfirm, assetLabel = defaultAssetLabel, initialFile }: ImportPanelProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  // Only the latest file's answer counts: a slow preview of an earlier choice is dropped.
  const latest = useRef(0);
  const columns = GENERIC_TEMPLATE_HEADER.split(',').join(', ');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after Cancel) reads it again.
    event.target.value = '';
    if (file) void read(file);
  };

  const read = async (file: File) => {
    const run = ++latest.current;
    if (file.size > MAX_BYTES) {
      setState({ kind: 'failed', message: t`This file is larger than 50 MB. Export a shorter period and import each file in turn.` });
      return;
    }
    setState({ kind: 'reading', fileName: file.name });
    try {
      const result = await preview(await file.text());
      if (run !== latest.current) return;
      setState(
        result === null
          ? { kind: 'unrecognised', fileName: file.name }
          : { kind: 'preview', preview: result, fileName: file.name, saving: false, error: null },
      );
    } catch {
      if (run !== latest.current) return;
      setState({ kind: 'failed', message: t`We could not read this file. Check that it is a CSV export and try again.` });
    }
  };

  const confirm = async () => {
    if (state.kind !== 'preview') return;
    const run = latest.current;
    setState({ ...state, saving: true, error: null });
    try {
      const { added, existing } = await onConfirm(state.preview.txs.map(({ tx }) => tx));
      if (run === latest.current) setState({ kind: 'saved', added, existing });
    } catch (error) {
      const reason = errorText(i18n, error, SAVE_FAILED);
      if (run === latest.current) setState({ ...state, saving: false, error: t`Nothing was saved: ${reason}` });
    }
  };

  const cancel = () => {
    latest.current++;
    setState({ kind: 'idle' });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the handed-over file is read once, on mount.
  useEffect(() => {
    if (initialFile) void read(initialFile);
  }, []);

  const readingName = state.kind === 'reading' ? state.fileName : '';
  const busy = state.kind === 'reading' || (state.kind === 'preview' && state.saving);

  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        <Trans>Import transactions</Trans>
      </h2>
      <Field
        id={`${id}-file`}
        label={<Trans>Import a CSV export</Trans>}
        hint={
          <Trans>
            Reads Coinbase transaction history, Kraken ledgers and trades, Binance trade history and transaction statement, or the generic
            template (columns: {columns}). The file is read in this browser; nothing is uploaded.
          </Trans>
        }
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".csv,text/csv"
            density="compact"
            className="h-auto file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
            disabled={state.kind === 'preview' && state.saving}
            onChange={choose}
          />
        )}
      </Field>

      <div role="status" aria-live="polite" className="text-sm">
        {state.kind === 'reading' && <p className="text-muted-foreground">{t`Reading ${readingName}…`}</p>}
        {state.kind === 'saved' && (
          <p>
            {t({ message: plural(state.added, { one: 'Added # transaction.', other: 'Added # transactions.' }) })}{' '}
            {t({
              message: plural(state.existing, {
                0: 'None were already there.',
                one: '# was already there.',
                other: '# were already there.',
              }),
            })}
          </p>
        )}
      </div>

      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}

      {state.kind === 'unrecognised' && (
        <div role="alert" className="flex flex-col gap-1 text-sm">
          <p className="text-destructive">
            <Trans>We could not recognise this file.</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>These are the exports we read:</Trans>
          </p>
          <ul className="list-disc pl-5 text-muted-foreground">
            {IMPORTERS.map((importer) => (
              <li key={importer.id}>{importer.name}</li>
            ))}
          </ul>
        </div>
      )}

      {state.kind === 'preview' && (
        <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-3 rounded-md border bg-card p-3 sm:p-4">
          <ImportPreview preview={state.preview} fileName={state.fileName} assetLabel={assetLabel} headingId={`${id}-preview`} />
          {state.preview.txs.length === 0 && (
            <p className="text-sm text-muted-foreground">
              <Trans>Nothing in this file can be added.</Trans>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {state.preview.txs.length > 0 && (
              <Button size="sm" disabled={state.saving} aria-busy={state.saving} onClick={() => void confirm()}>
                {t({
                  message: plural(state.preview.txs.length, { one: 'Add # transaction', other: 'Add # transactions' }),
                })}
              </Button>
            )}
            <Button size="sm" variant="outline" disabled={state.saving} onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
          {state.saving && (
            <p role="status" className="text-sm text-muted-foreground">
              <Trans>Saving…</Trans>
            </p>
          )}
          {state.error && (
            <p role="alert" className="text-sm text-destructive">
              {state.error}
            </p>
          )}
        </section>
      )}
    </section>
  );
}
