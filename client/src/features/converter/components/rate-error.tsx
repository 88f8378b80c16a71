import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { isRateLimited } from '../api/rate-query';

/** The rate's error panel; a rate-limited answer gets the rate-limit text. */
export function RateError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { i18n } = useLingui();
  const rateLimited = isRateLimited(error);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4">
      <div className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangle aria-hidden="true" className="size-5" />
        {rateLimited ? <Trans>API Rate Limit Reached</Trans> : <Trans>Error Fetching Rates</Trans>}
      </div>
      <p className="text-sm">
        {rateLimited ? (
          <Trans>Our API provider is temporarily limiting requests. We're using approximated values while waiting.</Trans>
        ) : (
          errorText(i18n, error)
        )}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <Trans>Try Again Later</Trans>
      </Button>
    </div>
  );
}
