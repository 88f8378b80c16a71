import { Trans } from '@lingui/react/macro';
import { PortfolioEntry } from '@/features/portfolio';
import { useInfoRouteMeta } from '@/hooks/use-info-route-meta';

/** /portfolio: this browser's transactions, holdings and gains (decision 025). */
export function PortfolioPage() {
  useInfoRouteMeta();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">
          <Trans>Your portfolio</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Record what you bought, sold, converted and earned, or import an exchange’s export, and see your holdings and gains lot by lot.
            Everything stays in this browser: no account, and nothing is sent to our server but the price look-ups.
          </Trans>
        </p>
        <p className="text-sm font-medium">
          <Trans>This is information, not tax advice.</Trans>
        </p>
      </div>
      <PortfolioEntry />
    </div>
  );
}
