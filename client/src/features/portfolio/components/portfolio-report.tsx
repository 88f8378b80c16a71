import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@shared/schemas/currency';
import { useMemo, useState } from 'react';
import { ExportActions } from '@/components/export-actions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { PortfolioTx } from '../engine/types';
import type { PortfolioSettings } from '../state/portfolio-settings';
import { useLivePrices } from '../state/use-live-prices';
import { usePortfolioPrices } from '../state/use-portfolio-prices';
import { usePortfolioReport } from '../state/use-portfolio-report';
import { DisposalsTable } from './disposals-table';
import { HoldingsTable } from './holdings-table';
import { ReportControls } from './report-controls';
import { portfolioCompute } from '../worker/portfolio-worker-client';
import { ValueChart } from './value-chart';
import { YearSummary } from './year-summary';

type PortfolioReportProps = {
  txs: PortfolioTx[];
  settings: PortfolioSettings;
  fiats: Currency[];
  assetLabel: (asset: string) => string;
  onSettings: (patch: Partial<PortfolioSettings>) => void;
};

/** The report of the transactions: the chosen tax year's gains, the holdings now, the value over time and the disposals. */
export function PortfolioReport({ txs, settings, fiats, assetLabel, onSettings }: PortfolioReportProps) {
  const { t } = useLingui();
  const fiatIds = useMemo(() => new Set(fiats.map((f) => f.id)), [fiats]);
  const prices = usePortfolioPrices(txs, settings.reporting, fiatIds);
  const { result, computing, failed } = usePortfolioReport(prices.pending ? null : txs, prices, settings, fiatIds);
  const heldAssets = useMemo(
    () => [...new Set((result?.report.holdings ?? []).filter((h) => h.amount > 1e-10).map((h) => h.asset))].sort(),
    [result],
  );
  const live = useLivePrices(heldAssets, settings.reporting);
  const years = useMemo(() => (result?.report.years ?? []).map((y) => y.taxYear), [result]);
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  const year = chosenYear && years.includes(chosenYear) ? chosenYear : (years.at(-1) ?? null);
  const summary = result?.report.years.find((y) => y.taxYear === year) ?? null;
  const disposals = useMemo(() => (result?.report.disposals ?? []).filter((d) => d.taxYear === year), [result, year]);

  const buildExport = async (i18n: Parameters<Parameters<typeof ExportActions>[0]['build']>[0]) => {
    const [{ disposalsExport }, priced] = await Promise.all([
      import('../export/disposals-export'),
      portfolioCompute().pricedFor(disposals.map((d) => d.txId)),
    ]);
    return disposalsExport(i18n, { report: result!.report, priced, settings, taxYear: year, assetNames: assetLabel });
  };

  return (
    <div className="flex flex-col gap-6" aria-busy={computing || prices.pending}>
      <ReportControls settings={settings} fiats={fiats} years={years} year={year} onYear={setChosenYear} onChange={onSettings} />
      {prices.failed.length > 0 && (
        <p role="note" className="text-sm text-destructive">
          <Trans>
            We could not read the price history of {prices.failed.map(assetLabel).join(', ')}: what depends on it is flagged, not counted.
          </Trans>
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          <Trans>The report could not be computed. Reload the page to try again; your transactions are safe in this browser.</Trans>
        </p>
      )}
      {!result ? (
        <div role="status" aria-label={t`Computing your report`} className="flex flex-col gap-4">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <>
          <Card>
            <CardContent className="flex flex-col gap-6 pt-6">
              {summary ? (
                <YearSummary year={summary} reporting={settings.reporting} uk={settings.uk} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>Nothing has been sold, converted or earned yet, so there is no realized gain.</Trans>
                </p>
              )}
              <ValueChart series={result.series} reporting={settings.reporting} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-lg">
                <Trans>Holdings now</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <HoldingsTable holdings={result.report.holdings} live={live} reporting={settings.reporting} assetLabel={assetLabel} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
              <CardTitle as="h2" className="text-lg">
                {year ? <Trans>Disposals in {year}</Trans> : <Trans>Disposals</Trans>}
              </CardTitle>
              {disposals.length > 0 && (
                <div className="flex flex-wrap gap-2">
                  <ExportActions build={buildExport} csvLabel={<Trans>Disposals CSV</Trans>} />
                </div>
              )}
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <DisposalsTable disposals={disposals} reporting={settings.reporting} assetLabel={assetLabel} />
              <p className="text-xs text-muted-foreground">
                <Trans>
                  Fees raise the cost of what is bought and lower the proceeds of what is sold. Past values use that day’s price and
                  exchange rate, with their sources in the CSV.
                </Trans>
              </p>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
