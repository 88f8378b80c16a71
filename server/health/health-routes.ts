import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { isLocalRequest } from '../middleware/loopback-only';
import type { AppMetrics } from '../monitoring/metrics';
import type { RatesService } from '../rates/rates-service';
import type { RatesStore } from '../store/rates-store';
import { checkReadiness, type ReadinessHooks } from './readiness';

export type HealthOptions = { rates: RatesService; store: Pick<RatesStore, 'callsInMonth'> } & {
  metrics: AppMetrics;
  readiness?: ReadinessHooks;
  /** When set, /metrics needs `Authorization: Bearer <token>`; otherwise loopback clients only. */
  metricsToken?: string | undefined;
};

/**
 * /healthz (the process answers), /readyz (this instance should get traffic) and /metrics
 * (Prometheus). Mounted before the rate limits; never cached.
 */
export function healthRouter(options: HealthOptions): Router {
  const router = Router();
  router.use(['/healthz', '/readyz', '/metrics'], (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    next();
  });

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness(options, options.readiness);
    res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
  });

  router.get('/metrics', async (req, res) => {
    const token = options.metricsToken;
    if (token) {
      if (!bearerMatches(req.get('authorization'), token)) {
        return void res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'The metrics need a bearer token.' });
      }
    } else if (!isLocalRequest(req)) {
      return void res.status(403).json({ error: 'The metrics are served only to this machine unless METRICS_TOKEN is set.' });
    }
    const text = await options.metrics.registry.metrics();
    res.type(options.metrics.registry.contentType).send(text);
  });
  return router;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
