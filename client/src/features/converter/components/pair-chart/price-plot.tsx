import { Trans, useLingui } from '@lingui/react/macro';
import type { ChartRange } from '@shared/schemas/chart-response';
import { formatRate } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react';
import { useLocale } from '@/hooks/use-locale';
import { PLOT_HEIGHT } from './chart-layout';
import { axisLabel, dateLabel, extent, nearestIndex, niceTicks, type Point, pointLabel, rangeWords } from './chart-math';
import { useElementWidth } from './use-element-width';

type PricePlotProps = { points: readonly Point[]; range: ChartRange; fromSymbol: string; toSymbol: string };

const PAD = { top: 10, right: 12, bottom: 24 };
/** Approximate width of one tabular digit at the labels' 11 px, for the y-axis gutter. */
const LABEL_CHAR_PX = 6.6;

/**
 * The price line as hand-written SVG: y-axis prices, x-axis dates, and a marker that follows
 * the pointer or the arrow keys (the plot is one tab stop) while a live line reads it out.
 */
export function PricePlot({ points, range, fromSymbol, toSymbol }: PricePlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const [marker, setMarker] = useState<number | null>(null);
  const focused = useRef(false);
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const lastIndex = points.length - 1;

  const geometry = useMemo(() => layout(locale, points, width), [locale, points, width]);
  const { low, high } = useMemo(() => extent(points), [points]);
  const first = points[0]!;
  const last = points[lastIndex]!;
  const price = (value: number) => `${formatRate(locale, value)} ${toSymbol}`;
  // Named placeholders, so translators see what each one is.
  const words = rangeWords(i18n, locale, range, points);
  const firstPrice = price(first[1]);
  const firstDate = dateLabel(locale, first[0]);
  const lastPrice = price(last[1]);
  const lastDate = dateLabel(locale, last[0]);
  const highPrice = price(high);
  const lowPrice = price(low);
  const summary = t`${fromSymbol} to ${toSymbol} ${words}: from ${firstPrice} on ${firstDate} to ${lastPrice} on ${lastDate}; high ${highPrice}, low ${lowPrice}. Use the left and right arrow keys to read each price.`;
  const current = marker === null ? null : points[Math.min(marker, lastIndex)];
  const currentTime = current ? pointLabel(locale, current[0], range) : '';
  const currentPrice = current ? price(current[1]) : '';

  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, Math.round(points.length / 10));
    const at = marker ?? lastIndex;
    const next: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      PageUp: at - page,
      PageDown: at + page,
      Home: 0,
      End: lastIndex,
    };
    if (event.key === 'Escape') return setMarker(null);
    if (!(event.key in next)) return;
    event.preventDefault();
    setMarker(Math.max(0, Math.min(lastIndex, next[event.key]!)));
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!geometry) return;
    const rect = event.currentTarget.getBoundingClientRect();
    setMarker(nearestIndex(points, geometry.timeAt(event.clientX - rect.left)));
  };

  return (
    <div className="flex flex-col gap-2">
      <div ref={box} style={{ height: PLOT_HEIGHT }} className="w-full">
        {geometry && (
          <svg
            width={width}
            height={PLOT_HEIGHT}
            viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
            role="img"
            aria-label={summary}
            tabIndex={0}
            data-testid="price-plot"
            data-points={points.length}
            className="touch-pan-y rounded-sm text-primary"
            onKeyDown={onKeyDown}
            onFocus={() => {
              focused.current = true;
              setMarker((m) => m ?? lastIndex);
            }}
            onBlur={() => {
              focused.current = false;
              setMarker(null);
            }}
            onPointerMove={onPointerMove}
            onPointerLeave={() => !focused.current && setMarker(null)}
          >
            {geometry.yTicks.map((tick) => (
              <g key={tick.value}>
                <line x1={geometry.left} x2={width - PAD.right} y1={tick.y} y2={tick.y} className="stroke-border" />
                <text
                  x={geometry.left - 8}
                  y={tick.y}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className="fill-muted-foreground text-[11px] tabular-nums"
                >
                  {tick.label}
                </text>
              </g>
            ))}
            {geometry.xTicks.map((tick) => (
              <text key={tick.x} x={tick.x} y={PLOT_HEIGHT - 6} textAnchor={tick.anchor} className="fill-muted-foreground text-[11px]">
                {tick.label}
              </text>
            ))}
            <path d={geometry.area} className="fill-primary/10" />
            <path d={geometry.line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
            {current && (
              <g data-testid="chart-marker">
                <line
                  x1={geometry.x(current[0])}
                  x2={geometry.x(current[0])}
                  y1={PAD.top}
                  y2={PLOT_HEIGHT - PAD.bottom}
                  className="stroke-muted-foreground"
                  strokeDasharray="3 3"
                />
                <circle
                  cx={geometry.x(current[0])}
                  cy={geometry.y(current[1])}
                  r={4.5}
                  className="fill-card stroke-current"
                  strokeWidth={2.5}
                />
              </g>
            )}
          </svg>
        )}
      </div>
      <div className="flex h-6 items-center text-sm tabular-nums">
        <p role="status" aria-atomic="true" data-testid="chart-readout" className="font-medium">
          {current ? t`${currentTime}: ${currentPrice}` : ''}
        </p>
        {!current && (
          <p aria-hidden="true" className="truncate text-xs text-muted-foreground">
            <Trans>Point at the chart or use ← → on it to read prices.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

type Geometry = {
  left: number;
  x: (ms: number) => number;
  y: (price: number) => number;
  timeAt: (px: number) => number;
  line: string;
  area: string;
  yTicks: { value: number; y: number; label: string }[];
  xTicks: { x: number; label: string; anchor: 'start' | 'middle' | 'end' }[];
};

/** Scales, paths and ticks for a plot `width` pixels wide; null before the width is known. */
function layout(locale: Locale, points: readonly Point[], width: number): Geometry | null {
  if (width <= 0 || points.length < 2) return null;
  const { low, high } = extent(points);
  const ticks = high > low ? niceTicks(low, high, 4) : [low];
  // A flat series gets a little room above and below so its line sits mid-plot.
  const bottom = high > low ? Math.min(low, ticks[0]!) : low * 0.99;
  const top = high > low ? Math.max(high, ticks.at(-1)!) : high * 1.01;
  const labels = ticks.map((value) => ({ value, label: formatRate(locale, value) }));
  const left = Math.ceil(Math.max(...labels.map((l) => l.label.length)) * LABEL_CHAR_PX) + 14;
  const t0 = points[0]![0];
  const t1 = points.at(-1)![0];
  const plotWidth = width - left - PAD.right;
  const plotHeight = PLOT_HEIGHT - PAD.top - PAD.bottom;
  const x = (ms: number) => left + ((ms - t0) / (t1 - t0 || 1)) * plotWidth;
  const y = (price: number) => PAD.top + (1 - (price - bottom) / (top - bottom || 1)) * plotHeight;
  const line = points.map(([ms, price], i) => `${i === 0 ? 'M' : 'L'}${x(ms).toFixed(1)},${y(price).toFixed(1)}`).join('');
  const baseline = (PLOT_HEIGHT - PAD.bottom).toFixed(1);
  const area = `${line}L${x(t1).toFixed(1)},${baseline}L${x(t0).toFixed(1)},${baseline}Z`;
  const fractions = width < 480 ? [0, 0.5, 1] : [0, 0.25, 0.5, 0.75, 1];
  return {
    left,
    x,
    y,
    timeAt: (px) => t0 + ((px - left) / plotWidth) * (t1 - t0),
    line,
    area,
    yTicks: labels.map((l) => ({ ...l, y: y(l.value) })),
    xTicks: fractions.map((f) => ({
      x: left + f * plotWidth,
      label: axisLabel(locale, t0 + f * (t1 - t0), t1 - t0),
      anchor: f === 0 ? 'start' : f === 1 ? 'end' : 'middle',
    })),
  };
}
