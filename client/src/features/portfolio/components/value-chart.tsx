import { Trans, useLingui } from '@lingui/react/macro';
import { dateTimeFormat, numberFormat, oneSpace } from '@shared/format';
import { useLocale } from '@/hooks/use-locale';
import type { ValuePoint } from '../valuation/value-over-time';

const W = 640;
const H = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 16 };
const BASELINE = H - PAD.bottom;

type ValueChartProps = { series: ValuePoint[]; reporting: string };

/**
 * Path data joining consecutive points whose segment passes `keep`: a new subpath (M) wherever a
 * run starts, so the solid and the dashed line together draw the series once.
 */
function runs(xy: readonly [number, number][], keep: (i: number) => boolean): string {
  let d = '';
  let open = false;
  for (let i = 1; i < xy.length; i++) {
    if (!keep(i)) {
      open = false;
      continue;
    }
    const [x0, y0] = xy[i - 1]!;
    const [x1, y1] = xy[i]!;
    d += open ? ` L${x1.toFixed(1)},${y1.toFixed(1)}` : ` M${x0.toFixed(1)},${y0.toFixed(1)} L${x1.toFixed(1)},${y1.toFixed(1)}`;
    open = true;
  }
  return d.trim();
}

/**
 * The portfolio's value at the end of each day (inline SVG, in the reporting currency). Where a
 * day lacked a price the line is dashed and muted and the baseline marked: the value there counts
 * only what could be priced, so a dip may be a missing price rather than a loss.
 */
export function ValueChart({ series, reporting }: ValueChartProps) {
  const { t } = useLingui();
  const locale = useLocale();
  if (series.length === 0) return null;
  // Without a single fully priced day the line would only draw what is missing.
  if (!series.some((p) => p.complete))
    return (
      <p className="text-sm text-muted-foreground" data-testid="value-chart-unpriced">
        <Trans>There is no value chart yet: our history has no prices for these days.</Trans>
      </p>
    );

  const values = series.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const last = series.length - 1;
  const x = (i: number) => (last === 0 ? W / 2 : PAD.left + (i / last) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (max === min ? 0.5 : 1 - (v - min) / (max - min)) * (BASELINE - PAD.top);
  const xy = series.map((p, i): [number, number] => [x(i), y(p.value)]);
  const solid = runs(xy, (i) => series[i - 1]!.complete && series[i]!.complete);
  const dashed = runs(xy, (i) => !series[i - 1]!.complete || !series[i]!.complete);
  // Each run of days without a full price, marked under the line so even one day shows.
  const gaps: [number, number][] = [];
  series.forEach((p, i) => {
    if (p.complete) return;
    const run = gaps.at(-1);
    if (run && run[1] === i - 1) run[1] = i;
    else gaps.push([i, i]);
  });

  const money = numberFormat(locale, { style: 'currency', currency: reporting.toUpperCase() });
  const value = (v: number) => oneSpace(money.format(v));
  const days = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (day: string) => days.format(new Date(`${day}T00:00:00Z`));
  const firstDate = date(series[0]!.day);
  const lastDate = date(series[last]!.day);
  const firstValue = value(series[0]!.value);
  const lastValue = value(series[last]!.value);
  // A day missing a price is a floor, not a low: the summary takes the fully priced days when there are any.
  const priced = series.filter((p) => p.complete).map((p) => p.value);
  const low = value(priced.length > 0 ? Math.min(...priced) : min);
  const high = value(priced.length > 0 ? Math.max(...priced) : max);
  const label = t`Portfolio value from ${firstDate} (${firstValue}) to ${lastDate} (${lastValue}); low ${low}, high ${high}.`;
  const incomplete = gaps.length > 0;

  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full text-primary">
        <line x1={PAD.left} x2={W - PAD.right} y1={BASELINE} y2={BASELINE} className="stroke-border" />
        {gaps.map(([from, to]) => (
          <rect
            key={from}
            x={x(from) - 1.5}
            y={BASELINE - 1.5}
            width={x(to) - x(from) + 3}
            height={3}
            className="fill-muted-foreground"
            data-testid="chart-missing-prices"
          />
        ))}
        {solid && <path d={solid} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />}
        {dashed && (
          <path d={dashed} fill="none" strokeWidth={2} strokeDasharray="4 4" strokeLinejoin="round" className="stroke-muted-foreground" />
        )}
        {last === 0 && <circle cx={xy[0]![0]} cy={xy[0]![1]} r={4} className={incomplete ? 'fill-muted-foreground' : 'fill-current'} />}
        <text x={PAD.left} y={H - 8} className="fill-muted-foreground text-[11px]">
          {firstDate}
        </text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end" className="fill-muted-foreground text-[11px]">
          {lastDate}
        </text>
      </svg>
      <figcaption className="text-xs text-muted-foreground tabular-nums">
        {label}
        {incomplete && (
          <>
            {' '}
            <Trans>Some days lacked a price (dashed, marked under the line): their value counts only what could be priced.</Trans>
          </>
        )}
      </figcaption>
    </figure>
  );
}
