import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { UpstreamCallLog } from './upstream-calls';

type BudgetUsage = { lastMinute: number; thisMonth: number };

/** What the gauges read, by shape: the rates service, the call budget (one instance's or the fleet's) and the call log. */
export type MetricsSources = {
  rates: { cacheStats: { hits: number; misses: number }; dataStatus(): { asOf: Date; source: string } };
  budget: { limits: { perMinute: number; perMonth: number | null }; usage(): BudgetUsage; refreshUsage?(): Promise<BudgetUsage | null> };
  upstreamCalls: Pick<UpstreamCallLog, 'entries'>;
};

export type AppMetrics = {
  registry: Registry;
  /** One finished (or aborted) request: `route` is a template from routeLabel, never a raw path. */
  observeRequest(method: string, route: string, status: string, seconds: number): void;
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const RATE_ORIGINS = ['live', 'cached', 'snapshot'] as const;

/**
 * The app's Prometheus metrics in a registry of its own (tests build many apps in one process).
 * Request counts and latency are counted as requests end; upstream calls, cache hits, the
 * budget and the data age are read from the services at scrape time.
 */
export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route template and status (or "aborted")',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  new Counter({
    name: 'upstream_calls_total',
    help: 'Calls to upstream sources by outcome: ok, or the failure kind (budget: refused by our own call budget)',
    labelNames: ['source', 'outcome'] as const,
    registers,
    collect() {
      this.reset();
      for (const { source, outcome, count } of sources.upstreamCalls.entries()) this.inc({ source, outcome }, count);
    },
  });
  new Counter({
    name: 'rate_cache_hits_total',
    help: 'Rate quotes answered from the fresh in-memory price book',
    registers,
    collect() {
      this.reset();
      this.inc(sources.rates.cacheStats.hits);
    },
  });
  new Counter({
    name: 'rate_cache_misses_total',
    help: 'Rate quotes that needed a price book refresh (expired, missing or forced)',
    registers,
    collect() {
      this.reset();
      this.inc(sources.rates.cacheStats.misses);
    },
  });
  new Gauge({
    name: 'upstream_budget_remaining',
    help: 'Upstream calls left: in the last 60 s (window="minute") and this calendar month (window="month", when there is a monthly quota)',
    labelNames: ['window'] as const,
    registers,
    async collect() {
      // With REDIS_URL the fleet's counts, read now (the instance's own if Redis does not answer).
      const { budget } = sources;
      const usage = (budget.refreshUsage ? await budget.refreshUsage() : null) ?? budget.usage();
      const { perMinute, perMonth } = sources.budget.limits;
      this.set({ window: 'minute' }, Math.max(0, perMinute - usage.lastMinute));
      if (perMonth !== null) this.set({ window: 'month' }, Math.max(0, perMonth - usage.thisMonth));
    },
  });
  new Gauge({
    name: 'upstream_budget_limit',
    help: 'The upstream call budget per window (minute, month)',
    labelNames: ['window'] as const,
    registers,
    collect() {
      const { perMinute, perMonth } = sources.budget.limits;
      this.set({ window: 'minute' }, perMinute);
      if (perMonth !== null) this.set({ window: 'month' }, perMonth);
    },
  });
  new Gauge({
    name: 'price_data_age_seconds',
    help: 'Age of the prices quotes use now: seconds since the upstream (or the bundled snapshot) produced them',
    registers,
    collect() {
      this.set(Math.max(0, (Date.now() - sources.rates.dataStatus().asOf.getTime()) / 1000));
    },
  });
  new Gauge({
    name: 'price_data_source',
    help: 'Where quotes come from now: 1 for the current source (live, cached or snapshot), 0 for the others',
    labelNames: ['source'] as const,
    registers,
    collect() {
      const current = sources.rates.dataStatus().source;
      for (const source of RATE_ORIGINS) this.set({ source }, source === current ? 1 : 0);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const m = METHODS.has(method) ? method : 'OTHER';
      requests.inc({ method: m, route, status });
      duration.observe({ method: m, route }, seconds);
    },
  };
}
