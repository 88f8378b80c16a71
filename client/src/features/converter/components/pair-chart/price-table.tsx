import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChartRange } from '@shared/schemas/chart-response';
import { formatRate } from '@shared/format';
import { useLocale } from '@/hooks/use-locale';
import { type Point, pointLabel, rangeWords, stepWords, tableRows } from './chart-math';

type PriceTableProps = { id: string; points: readonly Point[]; range: ChartRange; fromSymbol: string; toSymbol: string };

/** The chart's prices as a table, one row per hour, 6 hours, day or week (the caption says which). */
export function PriceTable({ id, points, range, fromSymbol, toSymbol }: PriceTableProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { rows, step } = tableRows(points, range);
  const words = rangeWords(i18n, locale, range, points);
  const every = stepWords(i18n, step);
  const shown = rows.length;
  const total = points.length;
  return (
    // Scrolls on its own (sticky header), so it is a tab stop too: keyboard users can scroll it.
    <div
      id={id}
      role="region"
      aria-label={t`${fromSymbol} to ${toSymbol} price table`}
      tabIndex={0}
      className="max-h-96 overflow-y-auto rounded-md border"
    >
      <table className="w-full text-sm tabular-nums">
        <caption className="px-3 py-2 text-left text-xs text-muted-foreground">
          {/* Counts as plain placeholders (no grouping); the plural lets languages agree with the total. */}
          {t({
            comment: '{every} is e.g. "one price every 6 hours"',
            message: plural(total, {
              other: `${fromSymbol} to ${toSymbol} ${words}: ${every}, counted back from the latest (${shown} of the chart’s ${total} prices).`,
            }),
          })}
        </caption>
        <thead className="sticky top-0 bg-card">
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Date and time</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              <Trans>Price ({toSymbol})</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([ms, price]) => (
            <tr key={ms} className="border-b last:border-0">
              <td className="px-3 py-1.5">{pointLabel(locale, ms, range)}</td>
              <td className="px-3 py-1.5 text-right">{formatRate(locale, price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
