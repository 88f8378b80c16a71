import { randomUUID } from 'node:crypto';
import { Fetched } from '../cache/refreshing-value';
import { UpstreamError, type UpstreamFailureKind } from '../upstream/types';
import type { SharedState } from './redis-client';

export type SharedRefreshOptions<T> = {
  state: SharedState;
  /** Key stem: `<prefix><name>` holds the value, `:at` its fetch time, `:lock`, `:error`. */
  name: string;
  encode: (value: T) => string;
  decode: (text: string) => T;
  /** How long the lock holder may take (its upstream timeout and a margin). */
  lockMs: number;
  pollMs?: number;
  now?: () => number;
};

/** Deletes the lock only when we still hold it (it may have expired and been taken since). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * One upstream fetch per window for the whole fleet: an instance whose value has expired reads
 * the shared one; when that is old too, one instance takes a short lock (SET NX PX), fetches and
 * publishes, and the others wait for it (polling the fetch time) and read what it published.
 * A holder that fails publishes its failure, so the others back off as it does instead of each
 * calling the upstream. Whenever Redis cannot be reached the instance fetches for itself.
 */
export class SharedRefresh<T> {
  private readonly now: () => number;
  private readonly keys: { value: string; at: string; lock: string; error: string };

  constructor(private readonly options: SharedRefreshOptions<T>) {
    this.now = options.now ?? Date.now;
    const base = options.state.key(options.name);
    this.keys = { value: base, at: `${base}:at`, lock: `${base}:lock`, error: `${base}:error` };
  }

  /** A value fetched less than `maxAgeMs` ago, by this instance or another (or by `fetch` when Redis is away). */
  async load(fetch: () => Promise<T>, maxAgeMs: number): Promise<Fetched<T>> {
    const { state } = this.options;
    if (!(await state.whenReady())) return this.fetchLocally(fetch);
    let seenAt: number;
    try {
      const shared = await this.read();
      if (shared && this.now() - shared.loadedAt < maxAgeMs) return shared;
      seenAt = shared?.loadedAt ?? Number.NEGATIVE_INFINITY;
    } catch (error) {
      state.warn(`read of ${this.options.name}`, error);
      return this.fetchLocally(fetch);
    }

    const token = randomUUID();
    let holder: boolean;
    try {
      holder = (await state.redis.set(this.keys.lock, token, 'PX', this.options.lockMs, 'NX')) === 'OK';
    } catch (error) {
      state.warn(`lock of ${this.options.name}`, error);
      return this.fetchLocally(fetch);
    }
    if (!holder) return this.waitForHolder(fetch, seenAt);
    // Another instance may have published and let go between our read and our lock: use its value.
    const published = await this.read().catch(() => null);
    if (published && published.loadedAt > seenAt && this.now() - published.loadedAt < maxAgeMs) {
      await state.redis.eval(RELEASE, 1, this.keys.lock, token).catch(() => undefined);
      return published;
    }
    return this.fetchAndPublish(fetch, token);
  }

  private async fetchAndPublish(fetch: () => Promise<T>, token: string): Promise<Fetched<T>> {
    const { redis } = this.options.state;
    try {
      const value = await fetch();
      const at = this.now();
      try {
        // The value before its time, so a reader that sees the new time finds the new value.
        await redis.multi().set(this.keys.value, this.options.encode(value)).set(this.keys.at, String(at)).del(this.keys.error).exec();
      } catch (error) {
        this.options.state.warn(`publish of ${this.options.name}`, error);
      }
      return new Fetched(value, at);
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : new UpstreamError('network', (error as Error).message);
      const body = JSON.stringify({ kind: failure.kind, message: failure.message, retryAfterMs: failure.retryAfterMs ?? null });
      await redis.set(this.keys.error, body, 'PX', Math.max(1_000, failure.retryAfterMs ?? 1_000)).catch(() => undefined);
      throw error;
    } finally {
      await redis.eval(RELEASE, 1, this.keys.lock, token).catch(() => undefined);
    }
  }

  private async waitForHolder(fetch: () => Promise<T>, seenAt: number): Promise<Fetched<T>> {
    const { redis } = this.options.state;
    const deadline = this.now() + this.options.lockMs;
    const pollMs = this.options.pollMs ?? 50;
    while (this.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      let at: string | null;
      let locked: number;
      let failure: string | null;
      try {
        [at, locked, failure] = await Promise.all([redis.get(this.keys.at), redis.exists(this.keys.lock), redis.get(this.keys.error)]);
      } catch (error) {
        this.options.state.warn(`wait for ${this.options.name}`, error);
        return this.fetchLocally(fetch);
      }
      if (at !== null && Number(at) > seenAt) {
        const shared = await this.read().catch(() => null);
        if (shared) return shared;
      }
      if (!locked) {
        if (failure) throw sharedFailure(failure);
        break;
      }
    }
    throw new UpstreamError('network', `another instance's refresh of ${this.options.name} gave nothing`);
  }

  private async read(): Promise<Fetched<T> | null> {
    const [text, at] = await this.options.state.redis.mget(this.keys.value, this.keys.at);
    if (text === null || text === undefined || at === null || at === undefined) return null;
    try {
      return new Fetched(this.options.decode(text), Number(at));
    } catch {
      return null; // written by another version: treat as missing
    }
  }

  private async fetchLocally(fetch: () => Promise<T>): Promise<Fetched<T>> {
    const value = await fetch();
    return new Fetched(value, this.now());
  }
}

function sharedFailure(text: string): UpstreamError {
  try {
    const raw = JSON.parse(text) as { kind: UpstreamFailureKind; message: string; retryAfterMs: number | null };
    return new UpstreamError(
      raw.kind,
      `another instance's refresh failed: ${raw.message}`,
      raw.retryAfterMs ? { retryAfterMs: raw.retryAfterMs } : {},
    );
  } catch {
    return new UpstreamError('network', "another instance's refresh failed");
  }
}
