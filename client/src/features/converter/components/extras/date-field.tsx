import { Trans, useLingui } from '@lingui/react/macro';
import { isRealDate, todayUtc } from '@shared/dates';
import { formatLongDate } from '@shared/format';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';

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
  const { t } = useLingui();
  const locale = useLocale();
  const today = todayUtc();
  // English keeps the date as the field's own value writes it; other languages get their long form.
  const firstDay = locale === 'en' ? FIRST_DAY : formatLongDate(locale, FIRST_DAY, 'UTC');

  const problem = text && (!isRealDate(text) || text > today || text < FIRST_DAY) ? t`Choose a day from ${firstDay} to today.` : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted-foreground">
        <Trans>Date (optional)</Trans>
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
        {problem ?? <Trans>Leave empty for the latest rate. A past day uses its price at 00:00 UTC and, for currencies other than USD, that day’s exchange rate.</Trans>}
      </p>
    </div>
  );
}

