import { Trans, useLingui } from '@lingui/react/macro';
import type { ConvertResponse } from '@shared/schemas/convert';
import { Info } from 'lucide-react';
import { useHydrated } from '@/hooks/use-hydrated';
import { describeAsOf } from '../utils/format-time';

/** Shown exactly when the rate is not live: says why and how old the data is. */
export function StaleNotice({ quote }: { quote: ConvertResponse }) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  if (!quote.stale) return null;
  const rateLimited = quote.staleReason === 'rate-limited';
  const when = describeAsOf(i18n, quote, hydrated ? undefined : 'UTC');
  return (
    <div role="status" className="flex gap-3 rounded-md bg-warning p-3 text-sm text-warning-foreground" data-stale-notice="">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{rateLimited ? <Trans>API Rate Limit Reached</Trans> : <Trans>Approximate rates</Trans>}</p>
        <p>
          {rateLimited ? (
            <Trans>Our API provider is temporarily limiting requests. We're using approximated values while waiting.</Trans>
          ) : quote.source === 'snapshot' ? (
            <Trans>Live rates are unavailable right now. We're using approximated values while waiting.</Trans>
          ) : (
            <Trans>Our price provider is not answering right now. We're using approximated values while waiting.</Trans>
          )}{' '}
          {quote.source === 'snapshot' ? (
            <Trans>These prices are from a saved snapshot of {when}.</Trans>
          ) : (
            <Trans>Last live price: {when}.</Trans>
          )}
        </p>
      </div>
    </div>
  );
}
