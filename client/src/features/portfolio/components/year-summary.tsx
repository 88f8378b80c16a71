import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';
import type { YearSummary as Year } from '../engine/compute-portfolio';
import { formatGain, formatMoney, gainTone } from './portfolio-format';

/** One tax year's realized gain, what it is made of, its income, and what could not be counted. */
export function YearSummary({ year, reporting, uk }: { year: Year; reporting: string; uk: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const gainId = useId();
  const money = (value: number) => formatMoney(locale, value, reporting);
  const uncounted = money(year.uncountedProceeds);
  const rows: [string, string][] = [
    [t`Proceeds`, money(year.proceeds)],
    [t`Costs, fees included`, money(year.costs)],
    ...(uk
      ? []
      : ([
          [t`Short term (held a year or less)`, formatGain(locale, year.shortTermGain, reporting)],
          [t`Long term (held more than a year)`, formatGain(locale, year.longTermGain, reporting)],
        ] as [string, string][])),
    [t`Income (staking, airdrops, interest)`, money(year.income)],
  ];
  return (
    <section className="flex flex-col gap-4" aria-label={t`Tax year ${year.taxYear}`} data-testid="year-summary">
      <div className="flex flex-col gap-1">
        <p id={gainId} className="text-sm font-medium text-muted-foreground">
          <Trans>Realized gain or loss</Trans>
        </p>
        <output
          aria-labelledby={gainId}
          className={cn('block text-3xl font-semibold tabular-nums tracking-tight', gainTone(year.gain))}
          data-testid="realized-gain"
        >
          {formatGain(locale, year.gain, reporting)}
        </output>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-border/60 pb-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {year.flagged > 0 && (
        <p role="note" className="rounded-md border border-destructive/40 px-3 py-2 text-sm" data-testid="year-flagged">
          {t({
            message: plural(year.flagged, {
              one: `# disposal cannot be fully counted: ${uncounted} of proceeds had no matching purchase or no known cost, and is not in the gain. Add the missing purchases to count it.`,
              other: `# disposals cannot be fully counted: ${uncounted} of proceeds had no matching purchase or no known cost, and are not in the gain. Add the missing purchases to count them.`,
            }),
          })}
        </p>
      )}
    </section>
  );
}
