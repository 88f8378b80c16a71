import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Connectivity } from '@/hooks/use-online';
import { describeAge, formatSeenAt } from '../utils/rate-age';

/** The notice itself, loaded only when it is needed (see offline-notice.tsx). */
export function OfflineNoticeText({ asOf, connectivity }: { asOf: string; connectivity: Exclude<Connectivity, 'online'> }) {
  const age = describeAge(asOf, useMinuteClock());
  return (
    <div role="status" data-testid="offline-notice" className="flex gap-3 rounded-md border bg-card p-3 text-sm">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        <span className="font-semibold">{connectivity === 'offline' ? 'You are offline.' : 'We could not reach our server.'}</span> Showing the
        last rate this device saw
        {age ? (
          <>
            , from {age} (<span className="tabular-nums">{formatSeenAt(asOf)}</span>).
          </>
        ) : (
          '.'
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
