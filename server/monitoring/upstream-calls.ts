import { UpstreamError } from '../upstream/types';

/**
 * Calls made to each upstream source and how they ended (`ok`, or the UpstreamError kind:
 * `budget` when our own budget refused the call before it left). Plain counts, read by the
 * metrics at scrape time; source names come from a fixed set, so the label set stays small.
 */
export class UpstreamCallLog {
  private readonly counts = new Map<string, { source: string; outcome: string; count: number }>();

  record(source: string, outcome: string): void {
    const key = `${source}\u0000${outcome}`;
    const entry = this.counts.get(key);
    if (entry) entry.count += 1;
    else this.counts.set(key, { source, outcome, count: 1 });
  }

  entries(): { source: string; outcome: string; count: number }[] {
    return [...this.counts.values()].map((e) => ({ ...e }));
  }
}

function outcomeOf(error: unknown): string {
  return error instanceof UpstreamError ? error.kind : 'error';
}

/**
 * The same source with each call of `methods` counted in `log` under `source`. A call is one
 * request of the app to the source (a long historical range may take several HTTP requests).
 */
export function countCalls<T extends object>(target: T, source: string, methods: readonly (keyof T & string)[], log: UpstreamCallLog): T {
  const counted = new Set<PropertyKey>(methods);
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (!counted.has(property) || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          const result: unknown = await value.apply(object, args);
          log.record(source, 'ok');
          return result;
        } catch (error) {
          log.record(source, outcomeOf(error));
          throw error;
        }
      };
    },
  });
}
