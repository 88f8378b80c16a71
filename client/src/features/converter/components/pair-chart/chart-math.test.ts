import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import {
  axisLabel,
  changeDirection,
  changeOver,
  formatChange,
  rangeWords,
  MAX_TABLE_ROWS,
  nearestIndex,
  niceTicks,
  type Point,
  pointLabel,
  stepWords,
  tableRows,
} from './chart-math';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 23, 14, 7, 0);
// English: the source texts are the messages.
const en = createI18n('en', {});

/** `count` points `step` apart, ending at NOW, priced 100 + index. */
const series = (count: number, step: number): Point[] => Array.from({ length: count }, (_, i) => [NOW - (count - 1 - i) * step, 100 + i]);

describe('chart math', () => {
  it('gives the change over the range with its sign written out', () => {
    expect(
      changeOver([
        [0, 200],
        [1, 205],
      ]),
    ).toBeCloseTo(0.025);
    expect(formatChange('en', 0.0231)).toBe('+2.31%');
    expect(formatChange('en', -0.0105)).toBe('−1.05%');
    expect(formatChange('en', 0.00001)).toBe('0.00%');
    expect(formatChange('en', 800)).toBe('+80000.00%');
    expect(changeDirection(0.00001)).toBe('flat');
    expect(changeDirection(-0.0105)).toBe('down');
    expect(changeOver([])).toBeNull();
  });

  it('names a range in words, "max" by its first date', () => {
    expect(rangeWords(en, 'en', '7d', series(3, HOUR))).toBe('over the last 7 days');
    expect(
      rangeWords(en, 'en', 'max', [
        [Date.UTC(2025, 10, 24, 12), 1],
        [NOW, 2],
      ]),
    ).toMatch(/^since Nov 2[45], 2025$/);
    expect(rangeWords(en, 'en', 'max', [])).toBe('over all available history');
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
    ['24h', series(289, 5 * 60_000), 25, 'one price every hour'],
    ['7d', series(169, HOUR), 29, 'one price every 6 hours'],
    ['30d', series(400, (30 * DAY) / 399), 31, 'one price every day'],
    ['1y', series(366, DAY), 53, 'one price every week'],
    ['max', series(400, (4000 * DAY) / 399), 60, 'one price every 68 days'],
  ] as const)('lists %s as a table of %i rows ending with the latest price', (range, points, rows, step) => {
    const table = tableRows(points, range);
    expect(table.rows).toHaveLength(rows);
    expect(table.rows.length).toBeLessThanOrEqual(MAX_TABLE_ROWS);
    expect(table.rows.at(-1)).toEqual(points.at(-1));
    expect(stepWords(en, table.step)).toBe(step);
    expect(table.rows.every((row, i) => i === 0 || row[0] > table.rows[i - 1]![0])).toBe(true);
  });

  it('labels times for a day, days for longer and months for years', () => {
    expect(axisLabel('en', NOW, DAY, 'UTC')).toBe('2:07 PM');
    expect(axisLabel('en', NOW, 30 * DAY, 'UTC')).toBe('Nov 23');
    expect(axisLabel('en', NOW, 365 * DAY, 'UTC')).toBe('Nov 2026');
    expect(pointLabel('en', NOW, '7d', 'UTC')).toBe('Nov 23, 2:07 PM');
    expect(pointLabel('en', NOW, '1y', 'UTC')).toBe('Nov 23, 2026');
  });

  it('writes dates and changes as the page’s locale does', () => {
    expect(axisLabel('de', NOW, DAY, 'UTC')).toBe('14:07');
    expect(axisLabel('de', NOW, 30 * DAY, 'UTC')).toBe('23. Nov.');
    expect(pointLabel('de', NOW, '1y', 'UTC')).toBe('23. Nov. 2026');
    expect(pointLabel('ja', NOW, '7d', 'UTC')).toBe('11月23日 14:07');
    expect(formatChange('de', 0.0231)).toBe('+2,31\u00a0%');
    expect(formatChange('de', -0.0105)).toBe('−1,05\u00a0%');
    expect(formatChange('ja', 0.0231)).toBe('+2.31%');
  });

  it('words the table’s spacing and the ranges through the page’s catalog', () => {
    const de = createI18n('de', {});
    // An untranslated message falls back to its English, with the locale's date inside.
    expect(
      rangeWords(de, 'de', 'max', [
        [Date.UTC(2025, 10, 24, 12), 1],
        [NOW, 2],
      ]),
    ).toMatch(/^since 2[45]\. Nov\. 2025$/);
    expect(stepWords(de, 68 * DAY)).toBe('one price every 68 days');
  });
});
