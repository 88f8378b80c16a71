import type { Server } from 'node:http';
import type { Logger } from './logger';

export type ShutdownTasks = {
  /** Run at once: timers and schedulers that would start new work. */
  stop?: () => void;
  /** Run once the last request has finished: stores and connections to close. */
  close?: () => void | Promise<void>;
};

export type GracefulShutdownOptions = {
  logger: Logger;
  /** Exit with code 1 if requests are still running after this long (default 10 s). */
  timeoutMs?: number;
  exit?: (code: number) => void;
};

/**
 * Stops a server without cutting answers short: no new connections, requests in flight run to
 * the end, idle keep-alive connections are closed, then stores; exit 0, or 1 at the deadline.
 * `inProgress` turns /readyz to 503 from the first signal on.
 */
export class GracefulShutdown {
  private started = false;

  constructor(private readonly options: GracefulShutdownOptions) {}

  get inProgress(): boolean {
    return this.started;
  }

  /** Shuts down on SIGTERM (orchestrators) and SIGINT (Ctrl-C). */
  onSignals(server: Server, tasks: ShutdownTasks): void {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void this.run(signal, server, tasks));
  }

  async run(reason: string, server: Server, tasks: ShutdownTasks): Promise<void> {
    if (this.started) return;
    this.started = true;
    const { logger } = this.options;
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    const exit = this.options.exit ?? ((code: number) => process.exit(code));
    logger.info({ signal: reason, timeoutMs }, 'shutting down: no new connections, finishing requests in flight');
    const deadline = setTimeout(() => {
      logger.error({ timeoutMs }, 'requests still running at the shutdown deadline: forced exit');
      exit(1);
    }, timeoutMs);

    tasks.stop?.();
    // Keep-alive clients: later answers on open connections say so, and connections are closed
    // as soon as they are idle (each in-flight request's connection right after its answer).
    server.prependListener('request', (_req, res) => {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    });
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearInterval(sweep);

    let code = 0;
    try {
      await tasks.close?.();
    } catch (error) {
      logger.error({ err: error }, 'closing the stores failed');
      code = 1;
    }
    clearTimeout(deadline);
    logger.info({ code }, 'stopped');
    exit(code);
  }
}
