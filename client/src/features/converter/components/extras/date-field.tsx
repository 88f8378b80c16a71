import { isRealDate, todayUtc } from '@shared/dates';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';

/** The earliest day any of our sources has a price for (Bitcoin's first exchange trades). */
const FIRST_DAY = '2010-07-17';

/** Issue 8: an optional past day for the conversion; empty means today's live rate. */
export type DateFieldProps = { date: string | null; onChange: (date: string | null) => void };

export function DateField({ date, onChange, focus = false }: DateFieldProps & { focus?: boolean }) {
  const id = useId();
  const [text, setText] = useState(date ?? '');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => setText(date ?? ''), [date]);
  useEffect(() => {
    if (focus) field.current?.focus();
  }, [focus]);
  const today = todayUtc();

  const problem = text && (!isRealDate(text) || text > today || text < FIRST_DAY) ? `Choose a day from ${FIRST_DAY} to today.` : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted-foreground">
        Date (optional)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          ref={field}
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
      </div>
      <p id={`${id}-hint`} className={problem ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
        {problem ?? 'Leave empty for the latest rate. A past day uses its price at 00:00 UTC and, for currencies other than USD, that day’s exchange rate.'}
      </p>
    </div>
  );
}

