import { describe, expect, it } from 'vitest';
import { axisLabel, changeDirection, changeOver, formatChange, rangeWords, MAX_TABLE_ROWS, nearestIndex, niceTicks, type Point, pointLabel, stepWords, tableRows } from './chart-math';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 23, 14, 7, 0);

/** `count` points `step` apart, ending at NOW, priced 100 + index. */
const series = (count: number, step: number): Point[] => Array.from({ length: count }, (_, i) => [NOW - (count - 1 - i) * step, 100 + i]);

describe('chart math', () => {
  it('gives the change over the range with its sign written out', () => {
    expect(changeOver([[0, 200], [1, 205]])).toBeCloseTo(0.025);
    expect(formatChange(0.0231)).toBe('+2.31%');
    expect(formatChange(-0.0105)).toBe('−1.05%');
    expect(formatChange(0.00001)).toBe('0.00%');
    expect(changeDirection(0.00001)).toBe('flat');
    expect(changeDirection(-0.0105)).toBe('down');
    expect(changeOver([])).toBeNull();
  });

  it('names a range in words, "max" by its first date', () => {
    expect(rangeWords('7d', series(3, HOUR))).toBe('over the last 7 days');
    expect(rangeWords('max', [[Date.UTC(2025, 10, 24, 12), 1], [NOW, 2]])).toMatch(/^since Nov 2[45], 2025$/);
  });

  it('finds round y-axis values inside the prices’ span', () => {
    expect(niceTicks(3412, 3688)).toEqual([3450, 3500, 3550, 3600, 3650]);
    expect(niceTicks(0.000241, 0.000262)).toEqual([0.000245, 0.00025, 0.000255, 0.00026]);
    expect(niceTicks(96_000, 104_000)).toEqual([96_000, 98_000, 100_000, 102_000, 104_000]);
    expect(niceTicks(5, 5)).toEqual([5]);
  });

  it('finds the point nearest a time', () => {
    const points = series(5, HOUR);
    expect(nearestIndex(points, NOW)).toBe(4);
    expect(nearestIndex(points, NOW - 2.4 * HOUR)).toBe(2);
    expect(nearestIndex(points, 0)).toBe(0);
  });

  it.each([
    ['24h', series(289, 5 * 60_000), 25, 'hour'],
    ['7d', series(169, HOUR), 29, '6 hours'],
    ['30d', series(400, (30 * DAY) / 399), 31, 'day'],
    ['1y', series(366, DAY), 53, 'week'],
    ['max', series(400, (4000 * DAY) / 399), 60, '68 days'],
  ] as const)('lists %s as a table of %i rows ending with the latest price', (range, points, rows, step) => {
    const table = tableRows(points, range);
    expect(table.rows).toHaveLength(rows);
    expect(table.rows.length).toBeLessThanOrEqual(MAX_TABLE_ROWS);
    expect(table.rows.at(-1)).toEqual(points.at(-1));
    expect(stepWords(table.step)).toBe(step);
    expect(table.rows.every((row, i) => i === 0 || row[0] > table.rows[i - 1]![0])).toBe(true);
  });

  it('labels times for a day, days for longer and months for years', () => {
    expect(axisLabel(NOW, DAY, 'UTC')).toBe('2:07 PM');
    expect(axisLabel(NOW, 30 * DAY, 'UTC')).toBe('Nov 23');
    expect(axisLabel(NOW, 365 * DAY, 'UTC')).toBe('Nov 2026');
    expect(pointLabel(NOW, '7d', 'UTC')).toBe('Nov 23, 2:07 PM');
    expect(pointLabel(NOW, '1y', 'UTC')).toBe('Nov 23, 2026');
  });
});
