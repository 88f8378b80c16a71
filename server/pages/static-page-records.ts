import { hostname } from 'node:os';
import type { SharedState } from '../shared-state/redis-client';

export type StaticPageRecord = { lastUpdated: string; instance: string };

/**
 * The fleet's record of its pre-rendered pages (a Redis hash: path → when and by which instance
 * it was last rendered), so every instance agrees which copy is current: one whose local copy
 * is older than the fleet's newest by more than `toleranceMs` renders live instead of serving
 * an outdated page. Redis unreachable: each instance decides from its own copy, as alone.
 */
export class StaticPageRecords {
  private readonly key: string;
  readonly instance = `${hostname()}:${process.pid}`;

  constructor(private readonly state: SharedState) {
    this.key = state.key('static-pages');
  }

  async record(path: string, lastUpdated: Date): Promise<void> {
    const value: StaticPageRecord = { lastUpdated: lastUpdated.toISOString(), instance: this.instance };
    await this.state.redis
      .hset(this.key, path, JSON.stringify(value))
      .catch((error: unknown) => this.state.warn('static page record', error));
  }

  /** The fleet's newest render of `path`, or null (none, or Redis unreachable). */
  async latest(path: string): Promise<StaticPageRecord | null> {
    if (!this.state.ready) return null;
    try {
      const text = await this.state.redis.hget(this.key, path);
      return text ? (JSON.parse(text) as StaticPageRecord) : null;
    } catch {
      return null;
    }
  }
}
