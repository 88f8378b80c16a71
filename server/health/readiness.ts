import type { RatesStore } from '../store/rates-store';
import type { RatesService } from '../rates/rates-service';

export type ReadinessHooks = {
  /** True once shutdown has begun (SIGTERM): the instance should get no new traffic. */
  shuttingDown?: () => boolean;
  /** Whether Redis answers; wired only when REDIS_URL is set. */
  redis?: () => Promise<boolean>;
  /** Whether the durable state (keys, alerts) takes a write now: a site that cannot save alerts is not ready. */
  stateWritable?: () => Promise<boolean>;
};

export type Readiness = {
  status: 'ready' | 'not-ready';
  checks: {
    upstream: { state: string; lastFailure?: string };
    dataAge: { seconds: number; source: string };
    store: { ok: boolean };
    state?: { writable: boolean };
    redis?: { ok: boolean };
    shutdown: { inProgress: boolean };
  };
};

/** A Redis check that has not answered by then counts as unreachable: /readyz never hangs. */
const REDIS_CHECK_MS = 1_000;

/**
 * Ready means this instance can serve every page and API answer: it is not shutting down, its
 * store answers and its durable state takes writes (a full or read-only disk would turn alerts
 * away; decision 021). Prices are always available (live, cached or the bundled snapshot), and without
 * Redis each instance falls back to its own cache, budget and limits (decision 012), so neither
 * an upstream outage nor a Redis outage makes it unready: taking every instance out of the load
 * balancer at once would turn a degraded site into no site. The upstream's state, the data's age
 * and source, and whether Redis answers are reported for monitoring.
 */
export async function checkReadiness(
  deps: { rates: RatesService; store: Pick<RatesStore, 'callsInMonth'> },
  hooks: ReadinessHooks = {},
  now = Date.now(),
): Promise<Readiness> {
  const data = deps.rates.dataStatus();
  const store = { ok: await storeAnswers(deps.store) };
  const state = hooks.stateWritable ? { writable: await hooks.stateWritable().catch(() => false) } : undefined;
  const redisCheck = hooks.redis;
  const redis = redisCheck ? { ok: await withinTime(Promise.resolve().then(redisCheck), REDIS_CHECK_MS) } : undefined;
  const shuttingDown = hooks.shuttingDown?.() ?? false;
  const ready = !shuttingDown && store.ok && (state?.writable ?? true);
  return {
    status: ready ? 'ready' : 'not-ready',
    checks: {
      upstream: data.lastFailure ? { state: data.upstream, lastFailure: data.lastFailure } : { state: data.upstream },
      dataAge: { seconds: Math.max(0, Math.round((now - data.asOf.getTime()) / 1000)), source: data.source },
      store,
      ...(state ? { state } : {}),
      ...(redis ? { redis } : {}),
      shutdown: { inProgress: shuttingDown },
    },
  };
}

async function storeAnswers(store: Pick<RatesStore, 'callsInMonth'>): Promise<boolean> {
  try {
    // A real read (an indexed lookup): fails once the database is closed or unreadable.
    await store.callsInMonth('0000-00');
    return true;
  } catch {
    return false;
  }
}

async function withinTime(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      check.then(
        (ok) => ok === true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
