import type { CachedSeries, SharedSeriesStore } from './series-cache';
import type { SharedState } from '../shared-state/redis-client';

/**
 * Kept in Redis well past any chart's freshness (6 h at most), so a new instance, or one whose
 * refresh fails, can still show the fleet's last series, marked stale.
 */
const KEEP_MS = 2 * 24 * 3600 * 1000;

/** Price-chart series in Redis for the fleet; Redis unreachable: each instance fetches alone. */
export function sharedChartSeries(state: SharedState): SharedSeriesStore {
  return {
    read: (key) => state.readJson<CachedSeries>(`chart:${key}`),
    write: (key, entry) => state.writeJson(`chart:${key}`, entry, KEEP_MS),
  };
}
