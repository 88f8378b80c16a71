import type { RequestHandler } from 'express';
import type { AppMetrics } from '../monitoring/metrics';
import { routeLabel } from '../monitoring/route-label';

/** Counts every request and its duration under its route template once the answer ends. */
export function requestMetrics(metrics: AppMetrics): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    // The template is taken now: routers rewrite req.url on the way down.
    const route = routeLabel(req.path);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      metrics.observeRequest(req.method, route, res.writableFinished ? String(res.statusCode) : 'aborted', seconds);
    });
    next();
  };
}
