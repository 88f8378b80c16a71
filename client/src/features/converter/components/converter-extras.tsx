import { isRealDate, todayUtc } from '@shared/dates';
import { CalendarDays, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { loadOnce } from '@/lib/load-once';
import type { ExtraTargetsProps, HistoricalResultProps, ShareLinkButton } from './extras';

// The past-date result and the extra currencies load only when a visitor uses them.
const extrasModule = loadOnce(() => import('./extras'));

function useExtrasModule(needed: boolean) {
  const [loaded, setLoaded] = useState(() => extrasModule.current());
  useEffect(() => {
    if (needed && !loaded) void extrasModule.load().then(setLoaded);
  }, [needed, loaded]);
  return loaded;
}

/** The earliest day any of our sources has a price for (Bitcoin's first exchange trades). */
const FIRST_DAY = '2010-07-17';

/** Issue 8: an optional past day for the conversion; empty means today's live rate. */
export function DateField({ date, onChange }: { date: string | null; onChange: (date: string | null) => void }) {
  const id = useId();
  const [open, setOpen] = useState(date !== null);
  const [text, setText] = useState(date ?? '');
  useEffect(() => {
    setText(date ?? '');
    if (date) setOpen(true);
  }, [date]);
  const today = todayUtc();

  if (!open) {
    return (
      <button
        type="button"
        className="inline-flex items-center gap-2 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4"
        onClick={() => setOpen(true)}
      >
        <CalendarDays aria-hidden="true" />
        Convert at a past date
      </button>
    );
  }
  const problem = text && (!isRealDate(text) || text > today || text < FIRST_DAY) ? `Choose a day from ${FIRST_DAY} to today.` : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted-foreground">
        Date (optional)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          type="date"
          density="compact"
          className="w-auto"
          min={FIRST_DAY}
          max={today}
          value={text}
          aria-describedby={`${id}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            if (next === '') onChange(null);
            else if (isRealDate(next) && next <= today && next >= FIRST_DAY) onChange(next);
          }}
        />
        {date && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Use today’s rate
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className={problem ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
        {problem ?? 'Leave empty for the latest rate. A past day uses its price at 00:00 UTC and, for currencies other than USD, that day’s exchange rate.'}
      </p>
    </div>
  );
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
        Show in more currencies
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
