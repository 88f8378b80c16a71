import { UpstreamError } from '../upstream/types';

/** One source in the order tried. */
export type ChainEntry<Source> = {
  source: Source;
  /** The source answers only for the last `windowDays` days (CoinGecko's plan window). */
  windowDays?: number;
};

const FIRST_REST_MS = 30_000;
const MAX_REST_MS = 10 * 60_000;

export type RunOptions = {
  /** The longest a caller waits (about one upstream timeout); without it, until the lookup ends. */
  waitMs?: number;
  /** Thrown to a caller whose wait ran out; the lookup itself carries on. */
  timeoutError: () => Error;
};

/** Identical lookups under way at once share one fill; each caller waits at most `waitMs`. */
export class CoalescedLookups<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  async run(key: string, fill: () => Promise<T>, { waitMs, timeoutError }: RunOptions): Promise<T> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = fill().finally(() => this.inFlight.delete(key));
      // A lookup that outlives its visitor still stores what it finds; nobody awaits its error.
      pending.catch(() => {});
      this.inFlight.set(key, pending);
    }
    if (waitMs === undefined) return pending;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timeoutError()), waitMs);
    });
    try {
      return await Promise.race([pending, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * A source that just failed (timeout, network, 5xx, 429) is skipped for a while, so visitors do
 * not each wait out its timeout in turn; the rest honours Retry-After, else doubles while it
 * keeps failing (30 s up to 10 min).
 */
export class SourceRests {
  private readonly resting = new Map<string, { until: number; waitMs: number }>();

  constructor(private readonly now: () => number) {}

  isResting(name: string): boolean {
    const rest = this.resting.get(name);
    return rest !== undefined && this.now() < rest.until;
  }

  recovered(name: string): void {
    this.resting.delete(name);
  }

  failed(name: string, error: unknown): void {
    const retryAfterMs = error instanceof UpstreamError ? error.retryAfterMs : undefined;
    const previous = this.resting.get(name)?.waitMs;
    const waitMs = Math.min(MAX_REST_MS, retryAfterMs ?? (previous ? previous * 2 : FIRST_REST_MS));
    this.resting.set(name, { until: this.now() + waitMs, waitMs });
  }
}
