import { Redis } from 'ioredis';
import type { Logger } from '../lib/logger';

/**
 * The one Redis connection of an instance (REDIS_URL), with every key under `prefix`. Calls fail
 * fast while Redis is away (no offline queue, one retry, short timeouts), so each caller can
 * fall back to its local behaviour instead of making a visitor wait: see
 * docs/decisions/012-shared-state-redis.md.
 */
export class SharedState {
  readonly redis: Redis;
  private everReady = false;
  private down = false;
  private lastWarnAt = 0;

  constructor(
    url: string,
    readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1_000,
      commandTimeout: 500,
      // Keep trying to come back, at most every 2 s, for as long as the process runs.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      lazyConnect: false,
    });
    this.redis.on('ready', () => {
      this.everReady = true;
      if (this.down) logger.info('redis reachable again: shared state resumed');
      this.down = false;
    });
    // Without a listener ioredis prints every failed reconnect; one warning per outage is enough.
    this.redis.on('error', (error: Error) => {
      if (!this.down) logger.warn({ err: error.message }, 'redis unreachable: each instance falls back to its local state');
      this.down = true;
    });
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** The JSON value kept under `name`; undefined when there is none or Redis cannot say. */
  async readJson<T>(name: string): Promise<T | undefined> {
    try {
      const text = await this.redis.get(this.key(name));
      return text === null ? undefined : (JSON.parse(text) as T);
    } catch (error) {
      this.warn(`read of ${name}`, error);
      return undefined;
    }
  }

  /** Keeps `value` as JSON under `name` for `ttlMs`; best effort, never waited for. */
  writeJson(name: string, value: unknown, ttlMs: number): void {
    this.redis.set(this.key(name), JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
  }

  get ready(): boolean {
    return this.redis.status === 'ready';
  }

  /**
   * Waits (bounded) for the first connection at start, so instances booting together share
   * their first refresh; once connected, never waits: an outage is answered locally at once.
   */
  async whenReady(timeoutMs = 1_500): Promise<boolean> {
    if (this.ready) return true;
    if (this.everReady) return false;
    return new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.redis.once('ready', onReady);
    });
  }

  /** For readiness probes: true when Redis answers a PING. */
  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  /** Logs a failed shared-state call once per outage (the 'error' event covers lost connections). */
  warn(what: string, error: unknown): void {
    // A frozen Redis never closes the connection, so no 'error' event marks the outage: at most one line a minute.
    const now = Date.now();
    if (this.down || now - this.lastWarnAt < 60_000) return;
    this.lastWarnAt = now;
    this.logger.warn({ err: (error as Error).message }, `redis ${what} failed; using local state`);
  }

  async close(): Promise<void> {
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}
