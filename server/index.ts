import { parseEnv } from './env';
import { GracefulShutdown } from './lib/graceful-shutdown';
import { createLogger } from './lib/logger';
import { guardProcess } from './lib/process-guard';
import { createSite } from './site';
import { builtClient, developmentClient } from './site-clients';
import { StartupError } from './lib/startup-error';

try {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  guardProcess(logger);
  const client = env.NODE_ENV === 'development' ? await developmentClient() : await builtClient();
  const site = await createSite(env, { logger, client });
  site.start();

  const server = site.app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info(
      { port, provider: env.RATES_PROVIDER, upstream: env.RATES_PROVIDER === 'coingecko' ? env.COINGECKO_BASE_URL : null },
      `Crypto converter listening on http://localhost:${port}`,
    );
  });

  // SIGTERM/SIGINT: /readyz turns 503, requests in flight finish, then the stores close (10 s at most).
  const shutdown = new GracefulShutdown({ logger });
  shutdown.onSignals(server, {
    stop: () => {
      site.beginShutdown();
      site.stopBackground();
    },
    close: () => site.close(),
  });
} catch (error) {
  // A setting or a store the site cannot start with: one line saying which and what to do.
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
