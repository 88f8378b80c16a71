import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeVenues, startFakeVenues } from './fake-venues';

/**
 * The fake venues for one describe block: started before its tests, closed after, and back to
 * normal (counts zeroed) before each test. Read it like the FakeVenues it stands for.
 */
export function useFakeVenues(): FakeVenues {
  let started: FakeVenues | undefined;
  beforeAll(async () => {
    started = await startFakeVenues();
  });
  afterAll(() => started?.close());
  beforeEach(() => started?.reset());
  return new Proxy({} as FakeVenues, {
    get: (_target, key) => {
      if (!started) throw new Error('the fake venues start in beforeAll');
      return Reflect.get(started, key);
    },
  });
}
