import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from './lib/logger';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { convertRouter } from './routes/convert';
import { currenciesRouter } from './routes/currencies';
import { historicalRouter } from './routes/historical';
import type { Services } from './services';

export type AppOptions = Services & {
  logger: Logger;
  /** Serves the client: the built files in production, Vite's middleware in development. */
  client?: RequestHandler;
  /** Content-Security-Policy on; off in development, where Vite injects inline scripts. */
  strictCsp?: boolean;
  /** sha256 hashes of the inline scripts the HTML template carries (the theme script). */
  inlineScriptHashes?: string[];
};

const COIN_IMAGE_HOSTS = ['https://assets.coingecko.com', 'https://coin-images.coingecko.com'];

/** Builds the Express app; tests import this and listen on an ephemeral port. */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');

  app.use(
    helmet({
      contentSecurityPolicy:
        options.strictCsp === false
          ? false
          : {
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? []).map((h) => `'sha256-${h}'`)],
                imgSrc: ["'self'", 'data:', ...COIN_IMAGE_HOSTS],
                connectSrc: ["'self'"],
                styleSrc: ["'self'", "'unsafe-inline'"],
                frameAncestors: ["'none'"],
                upgradeInsecureRequests: null,
              },
            },
      strictTransportSecurity: false,
    }),
  );
  app.use(compression());
  app.use(
    pinoHttp({
      logger: options.logger,
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
    }),
  );
  app.use(express.json({ limit: '16kb' }));

  const api = express.Router();
  api.use('/currencies', currenciesRouter(options.catalog));
  api.use('/convert', convertRouter(options.catalog, options.rates));
  api.use(historicalRouter(options.catalog, options.history));
  api.use(apiNotFound);
  app.use('/api', api);

  if (options.client) app.use(options.client);

  app.use(errorHandler(options.logger));
  return app;
}
