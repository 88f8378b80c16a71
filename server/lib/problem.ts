import { API_PROBLEMS, API_PROBLEMS_PATH, type ApiProblem, findApiProblem } from '@shared/api-problems';
import type { ErrorRequestHandler, Response } from 'express';
import { asAppError } from './app-error';
import type { Logger } from './logger';

/**
 * RFC 9457 problem details for /api/v1: one stable `type` per kind of error (the list and its
 * explanations are shared/api-problems.ts, shown at /developers); never cached (`no-store`), so
 * a CDN cannot pin an error. Each status's general type is its first entry in that list
 * (invalid-request before unknown-currency).
 */
const BY_STATUS = new Map<number, ApiProblem>();
for (const problem of API_PROBLEMS) if (!BY_STATUS.has(problem.status)) BY_STATUS.set(problem.status, problem);

/** The problem an answer is: the precise kind when it is a known one, else the status's. */
export function problemFor(status: number, kind?: string): ApiProblem {
  const precise = kind ? findApiProblem(kind) : undefined;
  if (precise) return precise;
  return BY_STATUS.get(status) ?? BY_STATUS.get(status >= 500 ? 500 : 400)!;
}

/**
 * Sends a problem. `kind`: a more precise type than the status gives (`unknown-currency`,
 * `history-unavailable`); `extra`: extension members (`retryAfter`, `subject`, `sources`).
 */
export function sendProblem(res: Response, status: number, detail: string, extra: Record<string, unknown> = {}, kind?: string): void {
  const problem = problemFor(status, kind);
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('application/problem+json')
    .send(JSON.stringify({ type: `${API_PROBLEMS_PATH}/${problem.slug}`, title: problem.title, status, detail, ...extra }));
}

/**
 * Whether a request path is the public API's. Routing ignores case, so /api/V1/… reaches it too;
 * /api/v1lookalike does not.
 */
export function isPublicApiPath(path: string): boolean {
  return /^\/api\/v1(?:\/|$)/i.test(path);
}

/**
 * The v1 error middleware: the same mapping as the site's (asAppError), answered as problem+json.
 * The site's error middleware hands it /api/v1 errors raised before v1's router (a body that could
 * not be read), so every v1 error is a problem.
 */
export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, message, headers, detail, problem } = asAppError(error);
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return;
    // The failure's data as extension members (subject, sources), its code being the type.
    const { code: _code, ...extra } = detail ?? { code: undefined };
    res.set(headers);
    // The shared handlers' messages point to the site's lists (/api/currencies/…); a v1 client reads v1's.
    sendProblem(res, status, message.replaceAll('/api/currencies/', '/api/v1/currencies/'), extra, problem);
  };
}
