import type { UpstreamError, UpstreamFailureKind } from '../upstream/types';

/**
 * The outcome of the last call that really reached the upstream (calls our budget refused do
 * not count), so visitors are told the true reason rates are not live.
 */
export class UpstreamHealth {
  private lastFailure: UpstreamFailureKind | null = null;

  record(error: UpstreamError | null): void {
    if (error?.kind === 'budget') return;
    this.lastFailure = error ? error.kind : null;
  }

  /** The failure kind of the last real call, or null when it succeeded (or none was made). */
  get failure(): UpstreamFailureKind | null {
    return this.lastFailure;
  }
}
