import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Connectivity } from '@/hooks/use-online';
import { useLocale } from '@/hooks/use-locale';
import { describeAge, formatSeenAt } from '../utils/rate-age';

/** The notice itself, loaded only when it is needed (see offline-notice.tsx). */
export function OfflineNoticeText({ asOf, connectivity }: { asOf: string; connectivity: Exclude<Connectivity, 'online'> }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const age = describeAge(i18n, asOf, useMinuteClock());
  const seenAt = age ? formatSeenAt(locale, asOf) : '';
  return (
    <div role="status" data-testid="offline-notice" className="flex gap-3 rounded-md border bg-card p-3 text-sm">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        <span className="font-semibold">
          {connectivity === 'offline' ? <Trans>You are offline.</Trans> : <Trans>We could not reach our server.</Trans>}
        </span>{' '}
        {age ? (
          <Trans>
            Showing the last rate this device saw, from {age} (<span className="tabular-nums">{seenAt}</span>).
          </Trans>
        ) : (
          <Trans>Showing the last rate this device saw.</Trans>
        )}
      </p>
    </div>
  );
}

/** The current time, re-read every minute, so "5 minutes ago" keeps up. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
