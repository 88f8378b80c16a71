import { Trans, useLingui } from '@lingui/react/macro';
import { isRealDate, todayUtc } from '@shared/dates';
import { formatLongDate } from '@shared/format';
import { useEffect, useId, useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';

/** The earliest day any of our sources has a price for (Bitcoin's first exchange trades). */
const FIRST_DAY = '2010-07-17';

/** An optional past day for the conversion (decision 009); empty means today's live rate. */
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
    <Field
      id={id}
      label={<Trans>Date (optional)</Trans>}
      tone="muted"
      // The problem takes the hint's place under the field.
      error={problem}
      hint={
        problem ? null : (
          <Trans>
            Leave empty for the latest rate. A past day uses its price at 00:00 UTC and, for currencies other than USD, that day’s exchange
            rate.
          </Trans>
        )
      }
    >
      {(control) => (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            {...control}
            ref={field}
            type="date"
            density="compact"
            className="w-auto"
            min={FIRST_DAY}
            max={today}
            value={text}
            onChange={(e) => {
              const next = e.target.value;
              setText(next);
              if (next === '') onChange(null);
              else if (isRealDate(next) && next <= today && next >= FIRST_DAY) onChange(next);
            }}
          />
        </div>
      )}
    </Field>
  );
}
