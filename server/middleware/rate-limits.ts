import type { Request, RequestHandler, Response } from 'express';
import { type IncrementResponse, ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { sendProblem } from '../lib/problem';

const WINDOW_MS = 60_000;

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
  const refuse = (req: Request, res: Response, resetTime: Date | undefined) => {
    const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(WINDOW_MS / 1000);
    res.status(429).set('Retry-After', String(seconds));
    // The public API answers every error as problem+json (decision 018); the site's API as { error }.
    if (req.originalUrl.startsWith('/api/v1/')) sendProblem(res, 429, error, { retryAfter: seconds });
    else res.json({ error });
  };
  const local = options.store ? null : new LocalCounts();
  const limiter = rateLimit({
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(options.skip ? { skip: options.skip } : {}),
    store: options.store ?? local!,
    // A shared store (Redis) that fails lets the visitor through rather than refusing them.
    ...(options.store ? { passOnStoreError: true } : {}),
    handler: (req, res) => refuse(req, res, (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime),
  });
  return local ? inMemoryPath(limit, options.skip, local, limiter, refuse) : limiter;
}

/**
 * express-rate-limit's MemoryStore, counting synchronously: a fixed window from a client's first
 * request; a client idle for a whole window is dropped.
 */
class LocalCounts implements Store {
  readonly localKeys = true;
  private current = new Map<string, IncrementResponse & { resetTime: Date }>();
  private previous = new Map<string, IncrementResponse & { resetTime: Date }>();

  /** The maps rotate on use rather than on a timer, so a limiter holds nothing that outlives its app. */
  private rotateAt = Date.now() + WINDOW_MS;

  private rotate(now: number): void {
    if (now < this.rotateAt) return;
    // Idle for more than a window: what was current is stale too.
    this.previous = now - this.rotateAt >= WINDOW_MS ? new Map() : this.current;
    this.current = new Map();
    this.rotateAt = now + WINDOW_MS;
  }

  increment(key: string, now = Date.now()): IncrementResponse & { resetTime: Date } {
    this.rotate(now);
    let client = this.current.get(key);
    if (!client) {
      client = this.previous.get(key);
      if (client) this.previous.delete(key);
      else client = { totalHits: 0, resetTime: new Date(0) };
      this.current.set(key, client);
    }
    if (client.resetTime.getTime() <= now) {
      client.totalHits = 0;
      client.resetTime = new Date(now + WINDOW_MS);
    }
    client.totalHits += 1;
    return client;
  }

  decrement(key: string): void {
    this.rotate(Date.now());
    const client = this.current.get(key) ?? this.previous.get(key);
    if (client && client.totalHits > 0) client.totalHits -= 1;
  }

  resetKey(key: string): void {
    this.current.delete(key);
    this.previous.delete(key);
  }
}

/**
 * Without a shared store every API read and page view passes here, and express-rate-limit's own
 * path costs more per request than the convert answer (five awaits, req.ip read three times,
 * debug calls). It sees the first request, so its one-time configuration checks (trust proxy,
 * X-Forwarded-For…) still run and log; later requests are counted in the same LocalCounts
 * with the same key (the IP; IPv6 by /56, its ipKeyGenerator), the same draft-7 headers and
 * the same refusal. security.test.ts holds both paths to the same answers.
 */
function inMemoryPath(
  limit: number,
  skip: ((req: Request) => boolean) | undefined,
  counts: LocalCounts,
  limiter: RequestHandler,
  refuse: (req: Request, res: Response, resetTime: Date) => void,
): RequestHandler {
  const policy = `${limit};w=${WINDOW_MS / 1000}`;
  let checked = false;
  return (req, res, next) => {
    if (skip?.(req)) return next();
    if (!checked) {
      checked = true;
      return limiter(req, res, next);
    }
    const ip = req.ip;
    const now = Date.now();
    const client = counts.increment(ip?.includes(':') ? ipKeyGenerator(ip) : (ip as string), now);
    if (!res.headersSent) {
      const remaining = Math.max(limit - client.totalHits, 0);
      const reset = Math.max(0, Math.ceil((client.resetTime.getTime() - now) / 1000));
      res.setHeader('RateLimit-Policy', policy);
      res.setHeader('RateLimit', `limit=${limit}, remaining=${remaining}, reset=${reset}`);
    }
    if (client.totalHits > limit) return refuse(req, res, client.resetTime);
    next();
  };
}
