import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { parseEnv } from './env';
import { inlineScriptHashes } from './lib/inline-script-hashes';
import { createLogger } from './lib/logger';
import { builtClientRouter } from './routes/pages';
import { createHeadRenderer } from './seo/page-head';
import { createServices } from './services';

const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
const services = createServices(env, logger);
const head = createHeadRenderer({ catalog: services.catalog, rates: services.rates, siteUrl: env.SITE_URL });

async function clientOptions() {
  if (env.NODE_ENV === 'development') {
    const { createDevClient } = await import('./dev-client');
    return { client: await createDevClient(head), strictCsp: false };
  }
  const { router, indexHtml } = builtClientRouter(fileURLToPath(new URL('../client', import.meta.url)), head);
  return { client: router, inlineScriptHashes: inlineScriptHashes(indexHtml) };
}

const app = createApp({ ...services, logger, siteUrl: env.SITE_URL, operatorToken: env.OPERATOR_TOKEN, ...(await clientOptions()) });
services.rates.warmUp();

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(
    { port, provider: env.RATES_PROVIDER, upstream: env.RATES_PROVIDER === 'coingecko' ? env.COINGECKO_BASE_URL : null },
    `Crypto converter listening on http://localhost:${port}`,
  );
});

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close(() => {
    services.store.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
