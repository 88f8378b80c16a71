import type { Logger } from './logger';

/**
 * Logs a recurring background failure once per episode (its first failure, with the error) and
 * once more when it ends, so an outage of an hour is two log lines, not one per tick.
 */
export class FailureEpisode {
  private failures = 0;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  /** Failures in a row so far. */
  get count(): number {
    return this.failures;
  }

  failed(error: unknown): void {
    if (this.failures === 0) this.logger.error({ err: error }, `${this.what} failed; retrying`);
    this.failures++;
  }

  succeeded(): void {
    if (this.failures > 0) this.logger.info({ failures: this.failures }, `${this.what} working again`);
    this.failures = 0;
  }
}
