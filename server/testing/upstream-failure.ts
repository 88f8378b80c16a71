import { expect } from 'vitest';
import { UpstreamError } from '../upstream/types';

/** Awaits a call that must fail with an UpstreamError, and gives the error to look at. */
export function expectUpstreamFailure(promise: Promise<unknown>): Promise<UpstreamError> {
  return promise.then(
    () => expect.unreachable('expected an UpstreamError'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(UpstreamError);
      return error as UpstreamError;
    },
  );
}
