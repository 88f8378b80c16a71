import { type IncrementResponse, MemoryStore, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { SharedState } from './redis-client';

/**
 * express-rate-limit's counters in Redis (rate-limit-redis), so a visitor's limit is the same
 * whichever instance answers. While Redis cannot be reached each instance counts in memory
 * (a limit per instance rather than none, and never a refused visitor because of Redis).
 */
export class FleetRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly redisStore: RedisStore;
  private readonly memory = new MemoryStore();
  private options: Options | null = null;
  /** rate-limit-redis keeps its script loads' promises; after a failed load they must be redone. */
  private scriptsLoaded = false;

  constructor(
    private readonly state: SharedState,
    name: string,
  ) {
    this.prefix = state.key(`rl:${name}:`);
    this.redisStore = new RedisStore({
      prefix: this.prefix,
      sendCommand: (command: string, ...args: string[]) => state.redis.call(command, ...args) as Promise<never>,
    });
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
    void this.loadScripts();
  }

  async increment(key: string): Promise<IncrementResponse> {
    if (this.state.ready && (this.scriptsLoaded || (await this.loadScripts()))) {
      try {
        return await this.redisStore.increment(key);
      } catch (error) {
        this.state.warn('rate-limit count', error);
      }
    }
    return this.memory.increment(key);
  }

  async decrement(key: string): Promise<void> {
    await Promise.allSettled([this.redisStore.decrement(key), this.memory.decrement(key)]);
  }

  async resetKey(key: string): Promise<void> {
    await Promise.allSettled([this.redisStore.resetKey(key), this.memory.resetKey(key)]);
  }

  shutdown(): void {
    this.memory.shutdown();
  }

  private async loadScripts(): Promise<boolean> {
    if (!this.options || !this.state.ready) return false;
    try {
      await this.redisStore.init(this.options);
      this.scriptsLoaded = true;
    } catch (error) {
      this.state.warn('rate-limit script load', error);
    }
    return this.scriptsLoaded;
  }
}

/** A fresh store per limiter (express-rate-limit refuses a shared one), or none when alone. */
export function fleetRateLimitStore(state: SharedState | null | undefined, name: string): FleetRateLimitStore | undefined {
  return state ? new FleetRateLimitStore(state, name) : undefined;
}
