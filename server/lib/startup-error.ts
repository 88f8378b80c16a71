/**
 * A reason the site must not start (a bad setting, a damaged or unreadable state file): its
 * message is the one line the operator reads, naming what is wrong and what to do.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
