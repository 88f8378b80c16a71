import { Trans } from '@lingui/react/macro';
import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loadOnce } from '@/lib/load-once';
import type { DateFieldProps, ExtraTargetsProps, HistoricalResultProps, ShareLinkButton } from './extras';
import { useLoadOnce } from '@/hooks/use-load-once';

// The date field, the past-date result and the extra currencies load only when a visitor uses them.
const extrasModule = loadOnce(() => import('./extras'));

const useExtrasModule = (needed: boolean) => useLoadOnce(extrasModule, needed);

/** "Convert at a past date", then the date field (loaded on first use); open while a date is set. */
export function PastDate({ date, onChange }: DateFieldProps) {
  const [requested, setRequested] = useState(false);
  const needed = requested || date !== null;
  const loaded = useExtrasModule(needed);
  if (!needed) {
    return (
      <button
        type="button"
        className="inline-flex items-center gap-2 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4"
        onClick={() => setRequested(true)}
      >
        <CalendarDays aria-hidden="true" />
        <Trans>Convert at a past date</Trans>
      </button>
    );
  }
  if (!loaded) return <Skeleton className="h-[5.5rem] w-full" />;
  return <loaded.DateField date={date} onChange={onChange} focus={requested} />;
}

export function LazyHistoricalResult(props: HistoricalResultProps) {
  const loaded = useExtrasModule(true);
  if (!loaded) return <Skeleton className="h-48 w-full" />;
  return <loaded.HistoricalResult {...props} />;
}

/** "Add currencies", then the extra targets; loads at once when the visitor already has some. */
export function LazyExtraTargets(props: Omit<ExtraTargetsProps, 'focusAdd'>) {
  const [requested, setRequested] = useState(false);
  const needed = requested || props.targets.length > 0;
  const loaded = useExtrasModule(needed);
  if (!needed) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setRequested(true)}>
        <Plus aria-hidden="true" />
        <Trans>Show in more currencies</Trans>
      </Button>
    );
  }
  if (!loaded) return <Skeleton className="h-16 w-full" />;
  return <loaded.ExtraTargets {...props} focusAdd={requested} />;
}

/** "Copy link to this conversion", once a past date or extra currencies make the link worth sharing. */
export function LazyShareLink(props: Parameters<typeof ShareLinkButton>[0]) {
  const loaded = useExtrasModule(true);
  return loaded ? <loaded.ShareLinkButton {...props} /> : <Skeleton className="h-9 w-56" />;
}
