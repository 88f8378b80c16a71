import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { GracefulShutdown } from '../lib/graceful-shutdown';
import { createLogger } from '../lib/logger';
import { builtClientRouter } from '../routes/pages';
import { createPageServices } from '../seo/page-services';
import { createServices } from '../services';
import { PAGE_TEMPLATE } from './page-test-server';

/**
 * The app as its own process, for tests that kill it (SIGKILL mid-write) and start it again on
 * the same DATA_DIR: `node --import tsx server/testing/child-server.ts` with the usual env.
 * Same wiring as server/index.ts, except pages carry only their head (the client's renderer
 * needs Vite), which is all the static-page writes under test need.
 *
 * CHILD_STATIC_PAGES_LOOP_MS > 0 re-renders and rewrites every static page that often, so a
 * kill is likely to land in the middle of a page write. Prints {"port": N} once listening.
 */
const env = parseEnv({ LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...process.env });
const logger = createLogger(env.LOG_LEVEL);
const services = createServices(env, logger);
// A test that kills this process passes CHILD_CLIENT_DIR (a folder it removes itself).
const ownClientDir = !process.env.CHILD_CLIENT_DIR;
const clientDir = process.env.CHILD_CLIENT_DIR ?? mkdtempSync(join(tmpdir(), 'child-client-'));
writeFileSync(join(clientDir, 'index.html'), PAGE_TEMPLATE);
const pages = createPageServices({
  ...services,
  logger,
  siteUrl: env.SITE_URL,
  dataDir: env.DATA_DIR,
  template: async () => PAGE_TEMPLATE,
  refreshSeconds: 0,
});
// CHILD_SHUTDOWN_TIMEOUT_MS shortens the 10 s shutdown deadline for the test of a forced exit.
const shutdown = new GracefulShutdown({ logger, timeoutMs: Number(process.env.CHILD_SHUTDOWN_TIMEOUT_MS ?? 10_000) });
const app = createApp({
  ...services,
  logger,
  siteUrl: env.SITE_URL,
  operatorToken: env.OPERATOR_TOKEN,
  metricsToken: env.METRICS_TOKEN,
  readiness: { shuttingDown: () => shutdown.inProgress },
  staticPages: pages.staticPages,
  client: builtClientRouter(clientDir, pages),
  // Per-IP limits only when a test asks for them (the fleet test: shared through Redis).
  ...(process.env.API_READS_PER_MINUTE ? { limits: { apiReadsPerMinute: env.API_READS_PER_MINUTE, pageViewsPerMinute: env.PAGE_VIEWS_PER_MINUTE } } : {}),
});
services.rates.warmUp();
const loopMs = Number(process.env.CHILD_STATIC_PAGES_LOOP_MS ?? 0);
if (loopMs > 0) pages.staticPages.schedule(loopMs);

const server = app.listen(env.PORT, env.HOST, () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});

// As server/index.ts: SIGTERM lets requests in flight finish, then closes the store.
shutdown.onSignals(server, {
  stop: () => pages.staticPages.stop(),
  close: () => {
    services.store.close();
    void services.shared?.close();
    if (ownClientDir) rmSync(clientDir, { recursive: true, force: true });
  },
});
