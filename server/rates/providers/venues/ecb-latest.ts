import { z } from 'zod';
import { getJson } from '../../../upstream/http';

/**
 * The ECB's latest reference rates through Frankfurter (`/v1/latest?base=USD`), as units per USD
 * by lower-case code: the bound a live FX rate is checked against (decision 015). Published once a
 * working day, so one call every few hours is plenty; a failure leaves the last table in place
 * (or none) and is tried again after a rest. Never fails a caller.
 */
const LatestSchema = z.object({ base: z.literal('USD'), date: z.string(), rates: z.record(z.string(), z.number()) });

export type EcbLatestOptions = { baseUrl: string; timeoutMs: number; refreshMs?: number; retryMs?: number; now?: () => number };

export function createEcbLatest(options: EcbLatestOptions): (codes: readonly string[]) => Promise<ReadonlyMap<string, number>> {
  const now = options.now ?? Date.now;
  const refreshMs = options.refreshMs ?? 6 * 3600_000;
  const retryMs = options.retryMs ?? 10 * 60_000;
  let table = new Map<string, number>();
  let nextAt = 0;
  let pending: Promise<void> | null = null;

  const load = async () => {
    try {
      const body = await getJson(`${options.baseUrl.replace(/\/+$/, '')}/v1/latest?base=USD`, LatestSchema, {
        timeoutMs: options.timeoutMs,
        label: 'Frankfurter',
      });
      table = new Map(
        Object.entries(body.rates)
          .filter(([, v]) => Number.isFinite(v) && v > 0)
          .map(([k, v]) => [k.toLowerCase(), v]),
      );
      nextAt = now() + refreshMs;
    } catch {
      nextAt = now() + retryMs;
    }
  };

  return async (codes) => {
    if (now() >= nextAt) {
      pending ??= load().finally(() => {
        pending = null;
      });
      await pending;
    }
    const wanted = new Set(codes);
    return new Map([...table].filter(([code]) => wanted.has(code)));
  };
}
