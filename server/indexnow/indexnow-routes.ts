import { timingSafeEqual } from 'node:crypto';
import { BTC_FIXED_AMOUNTS, buildPairPath } from '@shared/routes';
import { IndexNowSubmitManySchema, IndexNowSubmitSchema, type IndexNowVisitResult, IndexNowVisitSchema } from '@shared/schemas/indexnow';
import { type RequestHandler, Router } from 'express';
import type { IndexNowService } from './indexnow-service';
import type { VisitQueue } from './visit-queue';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse-input';
import { isLocalRequest } from '../middleware/loopback-only';
import { perMinuteLimit } from '../middleware/rate-limits';
import type { SharedState } from '../shared-state/redis-client';
import { fleetRateLimitStore } from '../shared-state/rate-limit-store';
import type { StaticPagesUpdateResult } from '@shared/schemas/seo-debug';
import type { Sitemap } from '../pages/sitemap';
import type { StaticPageStore } from '../pages/static-pages';

/** The key file search engines fetch to verify us: plain text, exactly the key. */
export function indexNowKeyRoute(indexnow: IndexNowService): Router {
  const router = Router();
  router.get(indexnow.keyPath, (_req, res) => {
    res.type('text/plain; charset=utf-8').send(indexnow.key);
  });
  return router;
}

const OPERATOR_LOCAL_ONLY_MESSAGE =
  'Operator tools answer only requests from this server itself unless OPERATOR_TOKEN is set: set it on the server and send it in the x-operator-token header (the token field of the tool pages).';
const OPERATOR_TOKEN_MESSAGE = 'This operator tool needs the operator token (header x-operator-token).';

/**
 * Who may run the operator POSTs (each can cost seconds of CPU and an IndexNow call). With
 * OPERATOR_TOKEN set: whoever sends it in x-operator-token, from anywhere (401 otherwise).
 * Without it: this machine only, by /metrics' rule (loopback, no proxy header); 403 otherwise.
 */
function requireOperator(token: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (token) {
      if (tokenMatches(req.get('x-operator-token'), token)) return next();
      return next(new AppError(401, OPERATOR_TOKEN_MESSAGE));
    }
    if (isLocalRequest(req)) return next();
    next(new AppError(403, OPERATOR_LOCAL_ONLY_MESSAGE));
  };
}

function tokenMatches(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /api/indexnow/*, /api/sitemap/submit: strict per-IP limits; the token, or this machine only. */
export function indexNowRouter(
  {
    indexnow,
    visits,
    sitemap,
    shared,
  }: { indexnow: IndexNowService; visits: VisitQueue; sitemap: Sitemap; shared?: SharedState | null | undefined },
  operatorToken: string | undefined,
  staticPages?: StaticPageStore,
): Router {
  const router = Router();

  // The client reports each page after its rate loads (the product spec; decision 006). Open to
  // every visitor, so it only queues sitemap pages for the next batch (see VisitQueue); never a call per visit.
  router.post(
    '/indexnow/visit',
    perMinuteLimit(30, 'Too many page reports: rate limited. Please wait a minute.', { store: fleetRateLimitStore(shared, 'visits') }),
    async (req, res) => {
      const { path } = parseInput(IndexNowVisitSchema, req.body);
      const queued = await visits.add(path.split(/[?#]/)[0]!);
      const body: IndexNowVisitResult = {
        success: true,
        queued,
        message: queued ? 'Queued for the next IndexNow batch.' : 'Only the sitemap’s pages are submitted; nothing queued.',
      };
      res.status(202).json(body);
    },
  );
  const guard = [
    perMinuteLimit(10, 'Too many operator requests: rate limited. Please wait a minute and try again.', {
      store: fleetRateLimitStore(shared, 'operator'),
    }),
    requireOperator(operatorToken),
  ];

  router.post('/indexnow/submit', ...guard, async (req, res) => {
    const { url } = parseInput(IndexNowSubmitSchema, req.body);
    res.json(await indexnow.submit([url]));
  });
  router.post('/indexnow/submit-multiple', ...guard, async (req, res) => {
    const { urls } = parseInput(IndexNowSubmitManySchema, req.body);
    res.json(await indexnow.submit(urls));
  });
  router.post('/indexnow/submit-btc-fixed-amounts', ...guard, async (_req, res) => {
    res.json(await indexnow.submit(BTC_FIXED_AMOUNTS.map((amount) => buildPairPath('btc', 'usd', amount))));
  });
  // 'Update All Static Pages': render the static pages again, then tell IndexNow about every URL
  // of the sitemap (each at most once a day, in batches of IndexNow's 10,000). Success is about
  // the pages; IndexNow's answer is reported alongside.
  router.post('/sitemap/submit', ...guard, async (_req, res) => {
    const pages = staticPages ? await staticPages.regenerateAll() : { regenerated: 0, failed: 0 };
    const indexNow = await indexnow.submit(await sitemap.paths());
    const success = staticPages ? pages.failed === 0 : indexNow.success;
    const body: StaticPagesUpdateResult = {
      success,
      ...pages,
      indexNow,
      message: staticPages
        ? `${pages.regenerated} static pages rendered${pages.failed ? `, ${pages.failed} failed (their previous versions stay)` : ''}. IndexNow: ${indexNow.message}`
        : indexNow.message,
    };
    res.json(body);
  });
  return router;
}
