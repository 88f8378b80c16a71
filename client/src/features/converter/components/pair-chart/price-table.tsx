import type { ChartRange } from '@shared/schemas/chart-response';
import { formatRate } from '@shared/format';
import { type Point, pointLabel, rangeWords, stepWords, tableRows } from './chart-math';

type PriceTableProps = { id: string; points: readonly Point[]; range: ChartRange; fromSymbol: string; toSymbol: string };

/** The chart's prices as a table, one row per hour, 6 hours, day or week (the caption says which). */
export function PriceTable({ id, points, range, fromSymbol, toSymbol }: PriceTableProps) {
  const { rows, step } = tableRows(points, range);
  return (
    // Scrolls on its own (sticky header), so it is a tab stop too: keyboard users can scroll it.
    <div id={id} role="region" aria-label={`${fromSymbol} to ${toSymbol} price table`} tabIndex={0} className="max-h-96 overflow-y-auto rounded-md border">
      <table className="w-full text-sm tabular-nums">
        <caption className="px-3 py-2 text-left text-xs text-muted-foreground">
          {`${fromSymbol} to ${toSymbol} ${rangeWords(range, points)}: one price every ${stepWords(step)}, counted back from the latest (${rows.length} of the chart’s ${points.length} prices).`}
        </caption>
        <thead className="sticky top-0 bg-card">
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">
              Date and time
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Price ({toSymbol})
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([ms, price]) => (
            <tr key={ms} className="border-b last:border-0">
              <td className="px-3 py-1.5">{pointLabel(ms, range)}</td>
              <td className="px-3 py-1.5 text-right">{formatRate('en', price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
