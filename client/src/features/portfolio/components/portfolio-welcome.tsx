import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Handoff } from '../state/handoff';

/** As the import panel draws its file field. */
const FILE_INPUT = 'h-auto file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm';

/**
 * The empty portfolio's three ways in, light enough for the page's first load: the full view
 * (import preview, form, backups) loads when one is taken, and takes over what was chosen.
 */
export function PortfolioWelcome({ onStart }: { onStart: (handoff: Handoff) => void }) {
  const { t } = useLingui();
  const chosen = (kind: 'import' | 'restore') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onStart({ kind, file });
  };
  return (
    <div className="flex flex-col gap-6 rounded-lg border border-dashed border-border p-6" data-testid="portfolio-empty">
      <p className="text-sm text-muted-foreground">
        <Trans>No transactions yet. Import an exchange’s export or add a transaction by hand to see your holdings and gains.</Trans>
      </p>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="flex flex-col gap-2">
          <label htmlFor="portfolio-welcome-import" className="text-sm font-medium">
            <Trans>Import a CSV export</Trans>
          </label>
          <Input id="portfolio-welcome-import" type="file" accept=".csv,text/csv" className={FILE_INPUT} onChange={chosen('import')} />
          <p className="text-xs text-muted-foreground">
            <Trans>Coinbase, Kraken, Binance, or our generic template.</Trans>
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">
            <Trans>By hand</Trans>
          </p>
          <Button variant="outline" className="self-start" onClick={() => onStart({ kind: 'add' })}>
            {t`Add a transaction`}
          </Button>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor="portfolio-welcome-restore" className="text-sm font-medium">
            <Trans>Restore a backup or JSON export</Trans>
          </label>
          <Input
            id="portfolio-welcome-restore"
            type="file"
            accept=".json,application/json"
            className={FILE_INPUT}
            onChange={chosen('restore')}
          />
        </div>
      </div>
    </div>
  );
}
