import type { Request, RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';

/**
 * A per-IP limit per minute, answered as 429 JSON `{ error }` with Retry-After (and the draft-7
 * RateLimit headers), so a client knows when to come back. `store`: the fleet's shared
 * counters (REDIS_URL); by default each instance counts in memory.
 */
export function perMinuteLimit(
  limit: number,
  error: string,
  options: { skip?: (req: Request) => boolean; store?: Store | undefined } = {},
): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(options.skip ? { skip: options.skip } : {}),
    // A shared store (Redis) that fails lets the visitor through rather than refusing them.
    ...(options.store ? { store: options.store, passOnStoreError: true } : {}),
    handler: (req, res, _next, opts) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(opts.windowMs / 1000);
      res.status(opts.statusCode).set('Retry-After', String(seconds)).json({ error });
    },
  });
}
