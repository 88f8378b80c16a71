import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { isStorageCondition } from '../store/sqlite-faults';
import type { AlertStore } from './alert-store';

const METHODS = [
  'addAlert',
  'findSubscription',
  'alertsOf',
  'deleteAlert',
  'everyAlert',
  'claim',
  'markSent',
  'deleteSubscription',
] as const satisfies readonly Exclude<keyof AlertStore, 'close'>[];
const WRITES = new Set<string>(['addAlert', 'deleteAlert', 'claim', 'markSent', 'deleteSubscription']);
export const REDIS_AWAY =
  'Price alerts are unavailable for a moment: the site cannot reach its shared store. Please try again in a minute.';
const DISK_REFUSES = 'Price alerts cannot be saved right now: the server’s storage is refusing writes. Please try again later.';

/**
 * The alert store as the routes and the checker use it: a store that cannot answer (Redis away or
 * frozen, a disk that is full or read-only) becomes a 503 in plain words, never a 500, and
 * `offReason` (alerts switched off, e.g. a Redis that does not persist) refuses every call. Calls
 * stay bounded: the Redis client fails fast (decision 012) and SQLite answers or fails at once.
 */
export function guardedAlertStore(
  /** The store, or how to get the current one (the durable file is reopened once the disk takes writes again). */
  store: AlertStore | (() => AlertStore),
  options: { backend: 'sqlite' | 'redis'; offReason: () => string | null; logger: Logger },
): AlertStore {
  const current = typeof store === 'function' ? store : () => store;
  let failing = false;
  const translate = (error: unknown): unknown => {
    if (error instanceof AppError) return error;
    const condition = options.backend === 'redis' || isStorageCondition(error);
    if (!condition) return error;
    if (!failing)
      options.logger.warn(
        { err: (error as Error).message, backend: options.backend },
        'alert store unavailable: alert requests answer 503',
      );
    failing = true;
    return new AppError(503, options.backend === 'redis' ? REDIS_AWAY : DISK_REFUSES, { 'Retry-After': '60' }, { problem: 'unavailable' });
  };
  const wrap =
    (name: Exclude<keyof AlertStore, 'close'>) =>
    async (...args: unknown[]): Promise<unknown> => {
      const off = options.offReason();
      if (off) throw new AppError(503, off, { 'Retry-After': '300' }, { problem: 'unavailable' });
      try {
        const target = current();
        const result = await (target[name] as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        const writes = WRITES.has(name);
        // Reads may work on a disk that refuses writes: only a write ends the episode.
        if (writes) failing = false;
        return result;
      } catch (error) {
        throw translate(error);
      }
    };
  const guarded: Record<string, unknown> = { close: () => current().close() };
  for (const name of METHODS) guarded[name] = wrap(name);
  return guarded as unknown as AlertStore;
}

/** The store when no durable file could be opened: every call refuses (the guard's offReason answers first). */
export function refusingAlertStore(): AlertStore {
  const refuse = async () => {
    throw Object.assign(new Error('no durable state file is open'), { code: 'SQLITE_CANTOPEN' });
  };
  return {
    addAlert: refuse,
    findSubscription: refuse,
    alertsOf: refuse,
    deleteAlert: refuse,
    everyAlert: refuse,
    claim: refuse,
    markSent: refuse,
    deleteSubscription: refuse,
    close: () => undefined,
  } as AlertStore;
}
