import { LRUCache } from 'lru-cache';
import type { ChartDays, ChartSeries, ChartSource } from './coingecko-chart';
import { UpstreamError } from '../upstream/types';

export type CachedSeries = {
  /** null: the upstream does not know the coin (remembered like a series). */
  series: ChartSeries | null;
  fetchedAt: number;
};

export type SeriesAnswer = CachedSeries & { stale: boolean };

/** After a failure the same series is not asked for again this long (unless told longer). */
const FAILURE_PAUSE_MS = 30_000;
const MAX_FAILURE_PAUSE_MS = 5 * 60_000;

export type SeriesRequest = { coinId: string; vs: string; days: ChartDays; ttlMs: number };

/**
 * Where a fleet's instances leave the series they fetched (Redis, decision 012): read before
 * calling the upstream, written after. Reads answer undefined when they cannot.
 */
export interface SharedSeriesStore {
  read(key: string): Promise<CachedSeries | undefined>;
  write(key: string, entry: CachedSeries): void;
}

/**
 * Upstream price series kept in memory per (coin, vs, days) for `ttlMs`, and in the fleet's
 * shared store when there is one. Concurrent requests for one series share one upstream call;
 * when a refresh fails (upstream down, budget spent) the last series is served even if
 * expired, and the key pauses before it is tried again, so a failing upstream is not asked on
 * every page view.
 */
export class ChartSeriesCache {
  private readonly entries: LRUCache<string, CachedSeries>;
  private readonly pending = new Map<string, Promise<SeriesAnswer>>();
  private readonly paused: LRUCache<string, { until: number; error: unknown }>;

  constructor(
    private readonly source: ChartSource,
    private readonly now: () => number = Date.now,
    private readonly shared: SharedSeriesStore | null = null,
    maxEntries = 1_000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
    this.paused = new LRUCache({ max: maxEntries });
  }

  get({ coinId, vs, days, ttlMs }: SeriesRequest): Promise<SeriesAnswer> {
    const key = `${coinId}|${vs}|${days}`;
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now - entry.fetchedAt < ttlMs) return Promise.resolve({ ...entry, stale: false });
    const pause = this.paused.get(key);
    if (pause && pause.until > now) {
      return entry ? Promise.resolve({ ...entry, stale: true }) : Promise.reject(pause.error);
    }
    let load = this.pending.get(key);
    if (!load) {
      load = this.fetch(key, coinId, vs, days, ttlMs).finally(() => this.pending.delete(key));
      this.pending.set(key, load);
    }
    return load;
  }

  private async fetch(key: string, coinId: string, vs: string, days: ChartDays, ttlMs: number): Promise<SeriesAnswer> {
    // Another instance may have fetched it: keep its fetch time, so the series ages the same
    // everywhere. An older shared copy than ours is not used.
    const sharedEntry = await this.shared?.read(key);
    const local = this.entries.get(key);
    const known = sharedEntry && (!local || sharedEntry.fetchedAt > local.fetchedAt) ? sharedEntry : local;
    if (known && known !== local) this.entries.set(key, known);
    if (known && this.now() - known.fetchedAt < ttlMs) return { ...known, stale: false };
    try {
      const series = await this.source.fetchSeries(coinId, vs, days);
      const entry: CachedSeries = { series, fetchedAt: this.now() };
      this.entries.set(key, entry);
      this.paused.delete(key);
      this.shared?.write(key, entry);
      return { ...entry, stale: false };
    } catch (error) {
      const told = error instanceof UpstreamError ? (error.retryAfterMs ?? 0) : 0;
      const pauseMs = Math.min(MAX_FAILURE_PAUSE_MS, Math.max(FAILURE_PAUSE_MS, told));
      this.paused.set(key, { until: this.now() + pauseMs, error });
      const entry = this.entries.get(key);
      if (entry) return { ...entry, stale: true };
      throw error;
    }
  }
}
