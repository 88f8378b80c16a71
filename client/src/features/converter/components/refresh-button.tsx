import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { cn } from '@/lib/utils';

type RefreshButtonProps = { remaining: number; busy: boolean; onRefresh: () => void };

/** The product spec: one refresh per 10 s; during the cooldown it is disabled and says how long. */
export function RefreshButton({ remaining, busy, onRefresh }: RefreshButtonProps) {
  const { t } = useLingui();
  const cooling = remaining > 0;
  return (
    <LazyTooltip content={cooling ? t`Please wait 10 seconds between refreshes` : t`Refresh currency rates`}>
      {/* A disabled button gets no pointer events; the wrapper keeps its tooltip working. */}
      <span className="inline-flex" tabIndex={cooling ? 0 : -1}>
        <Button variant="outline" size="sm" disabled={cooling} onClick={onRefresh} className="tabular-nums">
          <RefreshCw aria-hidden="true" className={cn(busy && 'animate-spin')} />
          {cooling ? t`Wait ${remaining}s` : t`Refresh`}
        </Button>
      </span>
    </LazyTooltip>
  );
}
