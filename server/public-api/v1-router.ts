import { API_PROBLEMS_PATH, findApiProblem, problemExplanationPath } from '@shared/api-problems';
import compression from 'compression';
import { type RequestHandler, Router } from 'express';
import type { PairCharts } from '../charts/pair-charts';
import type { HistoricalFx } from '../history/historical-fx';
import type { HistoricalPrices } from '../history/historical-prices';
import type { Logger } from '../lib/logger';
import { problemHandler, sendProblem } from '../lib/problem';
import { quoteRouter } from '../quotes/quote-route';
import type { QuoteService } from '../quotes/quote-service';
import { sendJsonText } from '../lib/send-json';
import { documentedLimit, openApiDocument } from './document';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';
import { chartRouter } from '../charts/chart-route';
import { answerConvert } from '../rates/convert-route';
import { currenciesRouter } from '../rates/currencies-route';
import { historicalRouter } from '../history/historical-route';
import { historicalFxRouter } from '../history/historical-fx-route';

/** How often the live prices are refreshed: a convert answer is fresh until its figures are this old. */
const PRICE_WINDOW_S = 60;

export type V1Options = {
  catalog: CurrencyCatalog;
  rates: RatesService;
  history: HistoricalPrices;
  historicalFx: HistoricalFx;
  charts: PairCharts | null;
  /** Exchange quotes; null without live venues (RATES_PROVIDER=snapshot). */
  quotes: QuoteService | null;
  logger: Logger;
  /** The site's public address, for the OpenAPI document's server. */
  siteUrl?: string | undefined;
  /** The per-IP limit the API's limiter applies, stated in the document. */
  limits?: { apiReadsPerMinute: number } | undefined;
};

/**
 * /api/v1 (decision 018): the public, versioned API. Keyless, limited per IP by the API's limiter
 * (mounted before it), readable from any origin, cached as long as its figures are fresh, and
 * answering errors as problem+json. The internal /api/* routes stay as they are for the site.
 */
export function v1Router(options: V1Options): Router {
  const { catalog, history, historicalFx, charts } = options;
  const router = Router();
  router.use(cors, compression());

  let document: string | undefined;
  router.get('/openapi.json', (req, res) => {
    document ??= JSON.stringify(openApiDocument(options.siteUrl ?? 'http://localhost:5000', documentedLimit(options.limits)));
    res.set('Cache-Control', 'public, max-age=3600');
    sendJsonText(req, res, document);
  });

  // A problem's `type` URI leads a person to its explanation on /developers.
  router.get(`${API_PROBLEMS_PATH.replace('/api/v1', '')}/:slug`, (req, res, next) => {
    const problem = findApiProblem(req.params.slug);
    if (!problem) return next();
    res.set('Cache-Control', 'public, max-age=86400').redirect(301, problemExplanationPath(problem.slug));
  });

  // The site's own handlers: the same answers, schemas and Cache-Control as /api/*.
  router.use('/currencies', currenciesRouter(catalog));
  router.use(historicalRouter(catalog, history));
  router.use(historicalFxRouter(catalog, history, historicalFx));
  router.use(chartRouter(catalog, charts));
  router.use(quoteRouter(catalog, options.quotes));
  router.get('/convert', async (req, res) => {
    const answer = await answerConvert(options.catalog, options.rates, req.query);
    const age = Math.max(0, (Date.now() - Date.parse(answer.asOf)) / 1000);
    // A live figure is fresh until the next refresh is due; a stale one (an outage) for a window.
    const fresh = answer.stale ? PRICE_WINDOW_S : Math.min(PRICE_WINDOW_S, Math.max(1, Math.floor(PRICE_WINDOW_S - age)));
    res.set('Cache-Control', `public, max-age=${fresh}`);
    sendJsonText(req, res, JSON.stringify(answer));
  });

  router.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD, OPTIONS');
      return sendProblem(res, 405, `The public API only reads: ${req.method} is not allowed.`);
    }
    sendProblem(res, 404, `No API endpoint at ${req.method} ${req.baseUrl}${req.path}.`);
  });
  router.use(problemHandler(options.logger));
  return router;
}

/** CORS for a public read-only API: any origin may read; preflights are answered here. */
const cors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'ETag, RateLimit, RateLimit-Policy, Retry-After');
  // Another site may read the answers (fetch) and load them (no-cors); the site's own API stays same-origin.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (req.method !== 'OPTIONS') return next();
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'If-None-Match, If-Modified-Since, Cache-Control');
  res.setHeader('Access-Control-Max-Age', '86400');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.status(204).end();
};
