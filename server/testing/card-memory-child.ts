import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../env';
import { createLogger } from '../lib/logger';
import { createSite } from '../site';
import { LIVE_VENUES_UNREACHABLE, OTHER_UPSTREAMS_UNREACHABLE } from './unreachable-upstreams';

/**
 * The site as its own process for the card memory test (server/og/card-memory.test.ts):
 * assembled by createSite as server/index.ts does, without pages (cards need none) and without
 * per-IP limits (the burst comes from one address), against the CoinGecko of
 * COINGECKO_BASE_URL, every other upstream at a closed port. Its own script rather than
 * child-server.ts so that its memory is the site's and the cards' only. Prints {"port": N} once
 * listening. For scripts/probe-card-memory.ts it answers an IPC message with process.memoryUsage(),
 * after a memory-reducing full GC when the message is "gc" (and it runs with --expose-gc).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'card-memory-'));
const env = parseEnv({
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
  UPSTREAM_CALLS_PER_MINUTE: '1000',
  STATIC_PAGES_REFRESH_SECONDS: '0',
  ...LIVE_VENUES_UNREACHABLE,
  ...OTHER_UPSTREAMS_UNREACHABLE,
  ...process.env,
  DATA_DIR: dataDir,
});
const logger = createLogger(env.LOG_LEVEL);
const site = await createSite(env, { logger, app: { limits: undefined } });
site.start();

const server = site.app.listen(env.PORT, env.HOST, () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});

process.on('message', (message) => {
  const gc = (globalThis as { gc?: (options?: object) => void }).gc;
  if (message === 'gc' && gc) gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  process.send?.({ usage: process.memoryUsage() });
});

const stop = async () => {
  server.closeAllConnections();
  server.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('disconnect', () => void stop());
