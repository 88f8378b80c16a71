import { UpstreamError } from '../upstream/types';

/**
 * A loaded value with the time it was really fetched, when that was earlier than the load
 * (another instance fetched it and shared it): its freshness counts from then.
 */
export class Fetched<T> {
  constructor(
    readonly value: T,
    readonly loadedAt: number,
  ) {}
}

export type RefreshingValueOptions<T> = {
  /** `force`: a visitor asked for new data (cache bypass). */
  load: (context: { force: boolean }) => Promise<T | Fetched<T>>;
  /** How long a loaded value counts as fresh. */
  freshMs: number;
  /** How long a caller waits for a refresh before it gets the older value (or none). */
  waitMs: number;
  now?: () => number;
  onError?: (error: unknown, retryInMs: number) => void;
  /** Called after each successful load (e.g. to persist the value). */
  onLoad?: (value: T, loadedAt: number) => void;
  /** A value kept from before (e.g. read from disk at start), with when it was loaded. */
  initial?: { value: T; loadedAt: number } | null;
};

const BACKOFF_START_MS = 1_000;
const BACKOFF_CAP_MS = 30_000;

/**
 * A value loaded from an upstream and kept for `freshMs`. Concurrent callers share one load;
 * after a failure the next attempt waits (1 s doubling to 30 s, or the upstream's Retry-After)
 * and callers are answered at once with what is there, so an outage never makes visitors wait.
 */
export class RefreshingValue<T> {
  private current: { value: T; loadedAt: number } | null = null;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private retryAt = 0;
  private lastError: unknown = null;
  private readonly now: () => number;

  constructor(private readonly options: RefreshingValueOptions<T>) {
    this.now = options.now ?? Date.now;
    this.current = options.initial ?? null;
  }

  get value(): T | null {
    return this.current?.value ?? null;
  }

  get loadedAt(): number | null {
    return this.current?.loadedAt ?? null;
  }

  isFresh(): boolean {
    return this.current !== null && this.now() - this.current.loadedAt < this.options.freshMs;
  }

  /**
   * Fresh, or just expired (by less than `waitMs`) with no failure since: the value a refresh
   * in flight is about to replace, still good to serve as current.
   */
  isCurrent(): boolean {
    if (this.current === null) return false;
    const age = this.now() - this.current.loadedAt;
    return age < this.options.freshMs || (age < this.options.freshMs + this.options.waitMs && this.lastError === null);
  }

  /** The error of the last attempt, or null when it succeeded. */
  get error(): unknown {
    return this.lastError;
  }

  /** Loads when the value is missing or expired (or `force`), unless backing off after a failure. */
  async refresh({ force = false } = {}): Promise<void> {
    if (this.isFresh() && !force) return;
    if (!this.inFlight) {
      if (this.lastError !== null && this.now() < this.retryAt) return;
      this.inFlight = this.load(force).finally(() => {
        this.inFlight = null;
      });
    }
    // With a value that is still current, or after a failure, answer with what we have and let
    // the attempt finish in the background: visitors never queue behind the upstream.
    // A forced refresh (a visitor asked for new data) waits, bounded, like a missing value.
    if (this.current !== null && (this.lastError !== null || (this.isCurrent() && !force))) return;
    await this.waitBounded(this.inFlight);
  }

  private async load(force: boolean): Promise<void> {
    try {
      const loaded = await this.options.load({ force });
      const value = loaded instanceof Fetched ? loaded.value : loaded;
      const loadedAt = loaded instanceof Fetched ? Math.min(loaded.loadedAt, this.now()) : this.now();
      this.current = { value, loadedAt };
      this.failures = 0;
      this.lastError = null;
      this.options.onLoad?.(value, loadedAt);
    } catch (error) {
      this.failures += 1;
      this.lastError = error;
      const backoff = Math.min(BACKOFF_CAP_MS, BACKOFF_START_MS * 2 ** (this.failures - 1));
      const retryAfter = error instanceof UpstreamError ? (error.retryAfterMs ?? 0) : 0;
      const retryIn = Math.max(backoff, retryAfter);
      this.retryAt = this.now() + retryIn;
      this.options.onError?.(error, retryIn);
    }
  }

  private async waitBounded(promise: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.waitMs);
    });
    await Promise.race([promise, timeout]);
    clearTimeout(timer);
  }
}
