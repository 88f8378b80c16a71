import type { ChartSeries } from './coingecko-chart';

/**
 * `from` priced in `to`, where both are priced in the same third currency: each point of `from`
 * divided by the point of `to` nearest in time, if one is within `toleranceMs` (the series'
 * step). Points of `from` with no partner (before `to` existed, gaps) are left out.
 */
export function alignedRatio(from: ChartSeries, to: ChartSeries, toleranceMs: number): ChartSeries {
  const out: ChartSeries = [];
  let j = 0;
  for (const [ms, price] of from) {
    // Both are sorted: advance while the next point of `to` is at least as close.
    while (j + 1 < to.length && Math.abs(to[j + 1]![0] - ms) <= Math.abs(to[j]![0] - ms)) j++;
    const partner = to[j];
    if (partner && Math.abs(partner[0] - ms) <= toleranceMs) out.push([ms, price / partner[1]]);
  }
  return out;
}

/** One unit of the quote currency in the coin: 1 / price at each point. */
export function inverted(series: ChartSeries): ChartSeries {
  return series.map(([ms, price]) => [ms, 1 / price]);
}

/**
 * At most `max` points, evenly spaced by index, always keeping the first and the last (the
 * current price). Shorter series are returned as they are.
 */
export function downsample(series: ChartSeries, max: number): ChartSeries {
  if (series.length <= max || max < 2) return series;
  const out: ChartSeries = [];
  const step = (series.length - 1) / (max - 1);
  for (let i = 0; i < max; i++) out.push(series[Math.round(i * step)]!);
  return out;
}
