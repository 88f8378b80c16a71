import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { dateTimeFormat, numberFormat, oneSpace } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { ChartRange } from '@shared/schemas/chart-response';

/** [unix ms, price] as /api/chart sends them. */
export type Point = readonly [number, number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// A phrase of time that the chart's sentences take whole as {range} ("+2.31% over the last 7 days").
const RANGE_WORDS: Record<Exclude<ChartRange, 'max'>, MessageDescriptor> = {
  '24h': msg({ comment: 'Chart range, used inside sentences as {range}', message: 'over the last 24 hours' }),
  '7d': msg({ comment: 'Chart range, used inside sentences as {range}', message: 'over the last 7 days' }),
  '30d': msg({ comment: 'Chart range, used inside sentences as {range}', message: 'over the last 30 days' }),
  '1y': msg({ comment: 'Chart range, used inside sentences as {range}', message: 'over the last year' }),
};

/**
 * "over the last 7 days": the range in words. "Max" reaches as far back as the server's plan
 * allows, so it is named by its first point ("since Nov 24, 2025").
 */
export function rangeWords(i18n: I18n, locale: Locale, range: ChartRange, points: readonly Point[]): string {
  if (range !== 'max') return i18n._(RANGE_WORDS[range]);
  const first = points[0];
  if (!first) return i18n._(msg({ comment: 'Chart range, used inside sentences as {range}', message: 'over all available history' }));
  const date = dateLabel(locale, first[0]);
  return i18n._(msg({ comment: 'Chart range "Max", named by its first date; used inside sentences as {range}', message: `since ${date}` }));
}

/** Relative change from the first to the last point (0.0231 = +2.31 %); null when undefined. */
export function changeOver(points: readonly Point[]): number | null {
  const first = points[0]?.[1];
  const last = points.at(-1)?.[1];
  return first && last !== undefined ? (last - first) / first : null;
}

/** The direction a change shows as: flat when it rounds to 0.00 %. */
export function changeDirection(change: number): 'up' | 'down' | 'flat' {
  if (Math.abs(change * 100).toFixed(2) === '0.00') return 'flat';
  return change > 0 ? 'up' : 'down';
}

/**
 * "+2.31%", "−1.05%" (a real minus sign), "0.00%" (de "+2,31 %"): the sign is always written, not
 * only coloured. No grouping, as the English has always been ("+80000.00%").
 */
export function formatChange(locale: Locale, change: number): string {
  const text = oneSpace(
    numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
      Math.abs(change),
    ),
  );
  const direction = changeDirection(change);
  return direction === 'flat' ? text : `${direction === 'up' ? '+' : '−'}${text}`;
}

/** Lowest and highest price. */
export function extent(points: readonly Point[]): { low: number; high: number } {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const [, price] of points) {
    if (price < low) low = price;
    if (price > high) high = price;
  }
  return { low, high };
}

/** About `count` round values within [low, high]: the step of 1, 2, 2.5 or 5 × 10ⁿ nearest span / count. */
export function niceTicks(low: number, high: number, count = 4): number[] {
  if (!(high > low)) return [low];
  const raw = (high - low) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).reduce((best, s) => (Math.abs(s - raw) < Math.abs(best - raw) ? s : best));
  const ticks: number[] = [];
  // Rounded to the step's precision so 0.1 + 0.2 style noise never reaches a label.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  for (let t = Math.ceil(low / step) * step; t <= high + step * 1e-9; t += step) ticks.push(Number(t.toFixed(digits)));
  return ticks;
}

/** Index of the point nearest in time to `ms` (points sorted by time). */
export function nearestIndex(points: readonly Point[], ms: number): number {
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]![0] < ms) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && Math.abs(points[lo - 1]![0] - ms) <= Math.abs(points[lo]![0] - ms)) return lo - 1;
  return lo;
}

/** Table rows at most. */
export const MAX_TABLE_ROWS = 60;

/** The table's spacing per range; longer spans get whole days, enough to stay within the row limit. */
const TABLE_STEP: Record<ChartRange, number> = { '24h': HOUR, '7d': 6 * HOUR, '30d': DAY, '1y': 7 * DAY, max: 7 * DAY };

/**
 * The points the data table lists: one per step (hourly for 24 hours, every 6 hours for 7 days,
 * daily for 30 days, weekly beyond), counted back from the latest point so that it is always
 * the last row; oldest first. `step` is the spacing used, for the caption.
 */
export function tableRows(points: readonly Point[], range: ChartRange): { rows: Point[]; step: number } {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return { rows: [], step: TABLE_STEP[range] };
  const span = last[0] - first[0];
  const wanted = TABLE_STEP[range];
  const step = span / wanted > MAX_TABLE_ROWS - 1 ? Math.ceil(span / (MAX_TABLE_ROWS - 1) / DAY) * DAY : wanted;
  const picked: number[] = [];
  for (let target = last[0]; target >= first[0] - step / 2; target -= step) {
    const index = nearestIndex(points, target);
    if (picked.at(-1) !== index) picked.push(index);
  }
  return {
    rows: picked
      .slice(0, MAX_TABLE_ROWS)
      .reverse()
      .map((i) => points[i]!),
    step,
  };
}

/**
 * "one price every hour", "one price every 6 hours", "… every day", "… every week", "… every 9
 * days": the table's spacing as a whole phrase (the count decides the words around it).
 */
export function stepWords(i18n: I18n, step: number): string {
  if (step === 7 * DAY) return i18n._(msg`one price every week`);
  if (step < DAY) {
    const hours = Math.round(step / HOUR);
    return i18n._(msg({ message: plural(hours, { 1: 'one price every hour', other: 'one price every # hours' }) }));
  }
  const days = Math.round(step / DAY);
  return i18n._(msg({ message: plural(days, { 1: 'one price every day', other: 'one price every # days' }) }));
}

type DateStyle = 'time' | 'day' | 'month';

const DATE_OPTIONS: Record<DateStyle | 'moment' | 'date', Intl.DateTimeFormatOptions> = {
  time: { hour: 'numeric', minute: '2-digit' },
  day: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  moment: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  date: { month: 'short', day: 'numeric', year: 'numeric' },
};

function dateFormatter(locale: Locale, style: keyof typeof DATE_OPTIONS, timeZone?: string): { format: (date: Date | number) => string } {
  return dateTimeFormat(locale, { ...DATE_OPTIONS[style], ...(timeZone ? { timeZone } : {}) });
}

/** Axis labels: times for a day, days up to three months, months and years beyond. */
export function axisLabel(locale: Locale, ms: number, spanMs: number, timeZone?: string): string {
  const style: DateStyle = spanMs <= 1.5 * DAY ? 'time' : spanMs <= 90 * DAY ? 'day' : 'month';
  return dateFormatter(locale, style, timeZone).format(ms);
}

/** A point's time for the readout and table: with the time of day where the points are hourly or finer. */
export function pointLabel(locale: Locale, ms: number, range: ChartRange, timeZone?: string): string {
  return dateFormatter(locale, range === '24h' || range === '7d' || range === '30d' ? 'moment' : 'date', timeZone).format(ms);
}

/** The plain date, for summaries ("Mar 3, 2025"). */
export function dateLabel(locale: Locale, ms: number, timeZone?: string): string {
  return dateFormatter(locale, 'date', timeZone).format(ms);
}
