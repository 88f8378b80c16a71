import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@shared/schemas/currency';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrencyLists } from '@/lib/currencies-query';
import type { PortfolioTx } from '../engine/types';
import type { Handoff } from '../state/handoff';
import { lookUpPrice } from '../state/price-lookup';
import { type PortfolioActions, usePortfolioStore } from '../state/use-portfolio-store';
import { portfolioCompute } from '../worker/portfolio-worker-client';
import { BackupPanel } from './backup-panel';
import { ImportPanel } from './import-panel';
import { PortfolioReport } from './portfolio-report';
import { PortfolioSkeleton } from './portfolio-skeleton';
import { TransactionForm } from './transaction-form';
import { TransactionList } from './transaction-list';

/** Starts the worker ahead of its first task (the welcome calls it at the visitor's first sign of use). */
export function warmUp(): void {
  portfolioCompute();
}

/** The portfolio page's working part: this browser's transactions, their report, imports and backups. */
export function PortfolioView({ handoff }: { handoff?: Handoff | undefined }) {
  const lists = useCurrencyLists();
  const [state, actions] = usePortfolioStore();
  if (state.status === 'unavailable')
    return (
      <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm">
        <Trans>
          This browser does not let the site keep data (a private window, or site data turned off), so the portfolio cannot be used here.
        </Trans>
      </p>
    );
  if (state.status === 'loading' || !lists) return <PortfolioSkeleton />;
  return (
    <PortfolioReady
      txs={state.txs}
      settings={state.settings}
      actions={actions}
      cryptos={lists.cryptos}
      fiats={lists.fiats}
      handoff={handoff}
    />
  );
}

type ReadyProps = Pick<Extract<ReturnType<typeof usePortfolioStore>[0], { status: 'ready' }>, 'txs' | 'settings'> & {
  actions: PortfolioActions;
  cryptos: Currency[];
  fiats: Currency[];
  handoff: Handoff | undefined;
};

function PortfolioReady({ txs, settings, actions, cryptos, fiats, handoff }: ReadyProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [editing, setEditing] = useState<PortfolioTx | 'new' | null>(handoff?.kind === 'add' ? 'new' : null);
  const assetLabel = useAssetLabel(cryptos, fiats);
  const preview = useCallback((text: string) => portfolioCompute().previewImport(text, cryptos, fiats), [cryptos, fiats]);
  const lookupPrice = useCallback((coin: string, fiat: string, day: string) => lookUpPrice(client, coin, fiat, day), [client]);
  const save = async (tx: PortfolioTx) => {
    await actions.save(tx);
    setEditing(null);
  };

  return (
    <div className="flex flex-col gap-6">
      {txs.length > 0 ? (
        <PortfolioReport txs={txs} settings={settings} fiats={fiats} assetLabel={assetLabel} onSettings={actions.changeSettings} />
      ) : (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid="portfolio-empty">
          <Trans>No transactions yet. Import an exchange’s export or add a transaction by hand to see your holdings and gains.</Trans>
        </p>
      )}

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle as="h2" className="text-lg">
            <Trans>Transactions</Trans>
          </CardTitle>
          {editing === null && <Button onClick={() => setEditing('new')}>{t`Add a transaction`}</Button>}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {editing !== null && (
            <TransactionForm
              key={editing === 'new' ? 'new' : editing.id}
              initial={editing === 'new' ? undefined : editing}
              cryptos={cryptos}
              fiats={fiats}
              reporting={settings.reporting}
              lookupPrice={lookupPrice}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          )}
          <TransactionList txs={txs} assetLabel={assetLabel} onEdit={setEditing} onDelete={(tx) => actions.remove(tx.id)} />
        </CardContent>
      </Card>

      {/* min-w-0 on each card: a wide preview table scrolls inside its card instead of widening the page. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardContent className="pt-6">
            <ImportPanel
              preview={preview}
              onConfirm={actions.addNew}
              assetLabel={assetLabel}
              initialFile={handoff?.kind === 'import' ? handoff.file : undefined}
            />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardContent className="pt-6">
            <BackupPanel
              getAll={actions.all}
              onRestore={actions.replaceAll}
              initialRestoreFile={handoff?.kind === 'restore' ? handoff.file : undefined}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** An asset as the page names it: a coin's ticker, a fiat's code, else its id. */
function useAssetLabel(cryptos: readonly Currency[], fiats: readonly Currency[]): (asset: string) => string {
  return useMemo(() => {
    const symbols = new Map<string, string>();
    for (const currency of [...fiats, ...cryptos]) if (!symbols.has(currency.id)) symbols.set(currency.id, currency.symbol.toUpperCase());
    return (asset: string) => symbols.get(asset) ?? asset;
  }, [cryptos, fiats]);
}
