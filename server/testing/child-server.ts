import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../env';
import { GracefulShutdown } from '../lib/graceful-shutdown';
import { createLogger } from '../lib/logger';
import { guardProcess } from '../lib/process-guard';
import { StartupError } from '../lib/startup-error';
import { builtClientRouter } from '../pages/pages-route';
import { createSite } from '../site';
import { PAGE_TEMPLATE } from './page-test-server';

/**
 * The site as its own process, assembled by createSite exactly as server/index.ts does (alert
 * checker, IndexNow queue and page refresh included), for tests that kill it, freeze its Redis
 * or fill its disk: `node --import tsx server/testing/child-server.ts` with the usual env. The one
 * difference: pages carry only their head (the client's renderer needs Vite's build).
 * Per-IP limits are generous and page regeneration off unless the test sets them. Prints {"port": N} once listening.
 */
try {
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    API_READS_PER_MINUTE: '1000000',
    PAGE_VIEWS_PER_MINUTE: '1000000',
    STATIC_PAGES_REFRESH_SECONDS: '0',
    ...process.env,
  });
  const logger = createLogger(env.LOG_LEVEL);
  guardProcess(logger);
  // A test that kills this process passes CHILD_CLIENT_DIR (a folder it removes itself).
  const ownClientDir = !process.env.CHILD_CLIENT_DIR;
  const clientDir = process.env.CHILD_CLIENT_DIR ?? mkdtempSync(join(tmpdir(), 'child-client-'));
  writeFileSync(join(clientDir, 'index.html'), PAGE_TEMPLATE);
  const site = await createSite(env, {
    logger,
    client: { template: async () => PAGE_TEMPLATE, handlers: (pages) => builtClientRouter(clientDir, pages) },
  });
  site.start();
  // CHILD_STATIC_PAGES_LOOP_MS > 0 rewrites every static page that often, so a kill is likely to land mid-write.
  const loopMs = Number(process.env.CHILD_STATIC_PAGES_LOOP_MS ?? 0);
  if (loopMs > 0) site.staticPages?.schedule(loopMs);

  const server = site.app.listen(env.PORT, env.HOST, () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  });

  // CHILD_SHUTDOWN_TIMEOUT_MS shortens the 10 s shutdown deadline for the test of a forced exit.
  const shutdown = new GracefulShutdown({ logger, timeoutMs: Number(process.env.CHILD_SHUTDOWN_TIMEOUT_MS ?? 10_000) });
  shutdown.onSignals(server, {
    stop: () => {
      site.beginShutdown();
      site.stopBackground();
    },
    close: async () => {
      await site.close();
      if (ownClientDir) rmSync(clientDir, { recursive: true, force: true });
    },
  });
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
