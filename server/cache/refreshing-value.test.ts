import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../upstream/types';
import { RefreshingValue } from './refreshing-value';

const FRESH_MS = 60_000;
const WAIT_MS = 2_000;

/** A promise with its resolve/reject handles, to finish a load when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const never = <T>() => new Promise<T>(() => {});

/** A RefreshingValue with a hand-moved clock and a mock `load`. */
function setup<T>(load: () => Promise<T>, options: { waitMs?: number } = {}) {
  const clock = { now: 0 };
  const loadMock = vi.fn(load);
  const onError = vi.fn<(error: unknown, retryInMs: number) => void>();
  const value = new RefreshingValue<T>({
    load: loadMock,
    freshMs: FRESH_MS,
    waitMs: options.waitMs ?? WAIT_MS,
    now: () => clock.now,
    onError,
  });
  return { value, load: loadMock, onError, clock };
}

/** Starts refresh() and tracks whether it has returned. */
function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RefreshingValue', () => {
  it('starts empty', () => {
    const { value, load } = setup(async () => 1);
    expect(value.value).toBeNull();
    expect(value.loadedAt).toBeNull();
    expect(value.isFresh()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads on the first refresh and records the time', async () => {
    const { value, clock } = setup(async () => 'a');
    clock.now = 5_000;
    await value.refresh();
    expect(value.value).toBe('a');
    expect(value.loadedAt).toBe(5_000);
    expect(value.isFresh()).toBe(true);
    expect(value.error).toBeNull();
  });

  it('shares one load between concurrent refresh() calls', async () => {
    const pending = deferred<string>();
    const { value, load } = setup(() => pending.promise);
    const calls = [value.refresh(), value.refresh(), value.refresh()];
    pending.resolve('a');
    await Promise.all(calls);
    expect(load).toHaveBeenCalledTimes(1);
    expect(value.value).toBe('a');
  });

  it('does not reload a value while it is fresh', async () => {
    let n = 0;
    const { value, load, clock } = setup(async () => ++n);
    await value.refresh();
    clock.now = FRESH_MS - 1;
    await value.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    expect(value.value).toBe(1);
  });

  it('reloads once the value has expired', async () => {
    let n = 0;
    const { value, load, clock } = setup(async () => ++n);
    await value.refresh();
    clock.now = FRESH_MS;
    expect(value.isFresh()).toBe(false);
    await value.refresh();
    expect(load).toHaveBeenCalledTimes(2);
    expect(value.value).toBe(2);
    expect(value.loadedAt).toBe(FRESH_MS);
  });

  it('reloads a fresh value when forced', async () => {
    let n = 0;
    const { value, load } = setup(async () => ++n);
    await value.refresh();
    await value.refresh({ force: true });
    expect(load).toHaveBeenCalledTimes(2);
    expect(value.value).toBe(2);
  });

  it('does not throw when a load fails, and exposes the error', async () => {
    const failure = new Error('down');
    const { value } = setup(async () => {
      throw failure;
    });
    await expect(value.refresh()).resolves.toBeUndefined();
    expect(value.value).toBeNull();
    expect(value.error).toBe(failure);
  });

  it('waits 1 s after a first failure before trying again', async () => {
    const { value, load, clock } = setup(async () => {
      throw new Error('down');
    });
    await value.refresh();
    clock.now = 999;
    await value.refresh();
    await value.refresh({ force: true });
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = 1_000;
    await value.refresh();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('doubles the wait after each failure, up to 30 s', async () => {
    const { value, load, onError, clock } = setup(async () => {
      throw new Error('down');
    });
    const expectedWaits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const wait of expectedWaits) {
      await value.refresh();
      clock.now += wait - 1;
      await value.refresh();
      clock.now += 1;
    }
    expect(load).toHaveBeenCalledTimes(expectedWaits.length);
    expect(onError.mock.calls.map(([, retryIn]) => retryIn)).toEqual(expectedWaits);
  });

  it("waits for a rate limit's Retry-After when it is longer than the backoff", async () => {
    const { value, load, onError, clock } = setup(async () => {
      throw new UpstreamError('rate-limited', 'x', { retryAfterMs: 30_000 });
    });
    await value.refresh();
    expect(onError).toHaveBeenCalledWith(expect.any(UpstreamError), 30_000);
    clock.now = 1_000;
    await value.refresh();
    clock.now = 29_999;
    await value.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = 30_000;
    await value.refresh();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the backoff when Retry-After is shorter', async () => {
    const { value, onError } = setup(async () => {
      throw new UpstreamError('rate-limited', 'x', { retryAfterMs: 10 });
    });
    await value.refresh();
    expect(onError).toHaveBeenCalledWith(expect.any(UpstreamError), 1_000);
  });

  it('starts the backoff over after a success', async () => {
    let fail = true;
    const { value, onError, clock } = setup(async () => {
      if (fail) throw new Error('down');
      return 'a';
    });
    await value.refresh(); // fails: 1 s
    clock.now += 1_000;
    await value.refresh(); // fails: 2 s
    clock.now += 2_000;
    fail = false;
    await value.refresh(); // succeeds
    expect(value.error).toBeNull();
    clock.now += FRESH_MS;
    fail = true;
    await value.refresh(); // fails: back to 1 s
    expect(onError.mock.calls.map(([, retryIn]) => retryIn)).toEqual([1_000, 2_000, 1_000]);
  });

  it('keeps the last value when a reload fails', async () => {
    let fail = false;
    const { value, clock } = setup(async () => {
      if (fail) throw new Error('down');
      return 'a';
    });
    await value.refresh();
    fail = true;
    clock.now = FRESH_MS;
    await value.refresh();
    expect(value.value).toBe('a');
    expect(value.loadedAt).toBe(0);
    expect(value.isFresh()).toBe(false);
    expect(value.error).toBeInstanceOf(Error);
  });

  it('answers at once, without waiting for a hanging load, when a value exists and the last attempt failed', async () => {
    vi.useFakeTimers();
    let mode: 'ok' | 'fail' | 'hang' = 'ok';
    const { value, load, clock } = setup(async () => {
      if (mode === 'fail') throw new Error('down');
      if (mode === 'hang') return never<string>();
      return 'a';
    });
    await value.refresh();
    mode = 'fail';
    clock.now = FRESH_MS;
    await value.refresh();
    await vi.advanceTimersByTimeAsync(0); // let the failing attempt settle
    mode = 'hang';
    clock.now = FRESH_MS + 1_000;

    const state = track(value.refresh());
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
    expect(value.value).toBe('a');
  });

  it('answers at once with a just-expired value while its reload runs (stale-while-revalidate)', async () => {
    vi.useFakeTimers();
    let hang = false;
    const { value, load, clock } = setup(async () => (hang ? never<string>() : 'a'));
    await value.refresh();
    hang = true;
    clock.now = FRESH_MS + WAIT_MS - 1;

    expect(value.isCurrent()).toBe(true);
    const state = track(value.refresh());
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    expect(value.value).toBe('a');
  });

  it('waits at most waitMs for a hanging reload of a value older than the grace, then keeps it', async () => {
    vi.useFakeTimers();
    let hang = false;
    const { value, clock } = setup(async () => (hang ? never<string>() : 'a'));
    await value.refresh();
    hang = true;
    clock.now = FRESH_MS + WAIT_MS;

    expect(value.isCurrent()).toBe(false);
    const state = track(value.refresh());
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
    expect(value.value).toBe('a');
  });

  it('a forced refresh waits for the reload even while the value is current', async () => {
    vi.useFakeTimers();
    let hang = false;
    const { value } = setup(async () => (hang ? never<string>() : 'a'));
    await value.refresh();
    hang = true;
    const state = track(value.refresh({ force: true }));
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });

  it('waits at most waitMs when there is no value yet', async () => {
    vi.useFakeTimers();
    const { value, load } = setup(() => never<string>());

    const state = track(value.refresh());
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
    expect(value.value).toBeNull();

    // The load is still under way: a later call joins it instead of starting another.
    const again = track(value.refresh());
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(again.done).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('returns as soon as the load finishes, before waitMs', async () => {
    vi.useFakeTimers();
    const pending = deferred<string>();
    const { value } = setup(() => pending.promise);

    const state = track(value.refresh());
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    pending.resolve('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
    expect(value.value).toBe('a');
  });
});
