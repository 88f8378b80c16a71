import { completeCatalog } from './complete-catalog';

/**
 * A module (or anything) loaded at most once: `load` shares one promise, `current` is sync. A load
 * that failed (the network dropped, a chunk gone after a deploy) is tried again at the next call.
 */
export type LoadOnce<T> = { load: () => Promise<T>; current: () => T | undefined };

/**
 * Code loaded this way may render messages the server did not, so it waits for the page's
 * catalog to be complete too (complete-catalog.ts; at once where it always is).
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= Promise.all([load(), completeCatalog()]).then(
        ([loaded]) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}

/**
 * A thenable that hands over a value already in hand as soon as it is subscribed to. React's
 * `lazy` given one renders synchronously instead of suspending (a chunk loaded before render).
 */
export function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}
