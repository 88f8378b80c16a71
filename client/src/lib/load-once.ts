/** A module (or anything) loaded at most once: `load` shares one promise, `current` is sync. */
export type LoadOnce<T> = { load: () => Promise<T>; current: () => T | undefined };

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= load().then((loaded) => {
        value = loaded;
        return loaded;
      })),
    current: () => value,
  };
}
