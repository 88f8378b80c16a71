import type { Logger } from './logger';

/**
 * The last line of defence for background work: a promise rejection nothing handled is logged
 * instead of ending the process (Node's default). Every task catches its own failures
 * (background-task.ts); reaching this is a defect, logged as an error with its stack.
 */
export function guardProcess(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection in background work (kept running)');
  });
}
