import { Trans } from '@lingui/react/macro';
import { AlertsList } from '@/features/alerts/alerts-page-entry';
import { useInfoRouteMeta } from '@/hooks/use-info-route-meta';

/** /alerts: this browser's price alerts (decision 020). */
export function AlertsPage() {
  useInfoRouteMeta();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">
          <Trans>Your price alerts</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Alerts live in this browser: no account, and only its push address and the alerts are kept on our server. A one-time alert is
            removed once it has been sent.
          </Trans>
        </p>
      </div>
      {/* As tall as the list's skeleton: the usual answers (none, or one alert) move nothing below. */}
      <div className="min-h-32">
        <AlertsList />
      </div>
    </div>
  );
}
