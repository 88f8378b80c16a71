import type { ErrorRequestHandler, Response } from 'express';
import { asAppError } from './app-error';
import type { Logger } from './logger';

/**
 * RFC 9457 problem details for /api/v1: one stable `type` per kind of error, documented at
 * /developers; never cached (`no-store`), so a CDN cannot pin an error.
 */
export const PROBLEM_TYPES = {
  400: 'invalid-request',
  404: 'not-found',
  405: 'method-not-allowed',
  413: 'request-too-large',
  414: 'uri-too-long',
  429: 'rate-limited',
  500: 'internal-error',
  503: 'unavailable',
} as const;

const TITLES: Record<keyof typeof PROBLEM_TYPES, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'The request is too large',
  414: 'The address is too long',
  429: 'Too many requests',
  500: 'Something went wrong on our side',
  503: 'The data is unavailable right now',
};

export type ProblemStatus = keyof typeof PROBLEM_TYPES;

/** The `type` URI of a problem, relative to the site: `/api/v1/problems/rate-limited`. */
export function problemType(status: ProblemStatus): string {
  return `/api/v1/problems/${PROBLEM_TYPES[status]}`;
}

/**
 * Sends a problem. `kind`: a more precise type than the status gives (`unknown-currency`,
 * `history-unavailable`); `extra`: extension members (`retryAfter`, `subject`, `sources`).
 */
export function sendProblem(res: Response, status: number, detail: string, extra: Record<string, unknown> = {}, kind?: string): void {
  const known = (status in PROBLEM_TYPES ? status : status >= 500 ? 500 : 400) as ProblemStatus;
  const type = kind ? `/api/v1/problems/${kind}` : problemType(known);
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('application/problem+json')
    .send(JSON.stringify({ type, title: TITLES[known], status, detail, ...extra }));
}

/** The v1 error middleware: the same mapping as the site's (asAppError), answered as problem+json. */
export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, message, headers, detail, problem } = asAppError(error);
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return;
    // The failure's data as extension members (subject, sources), its code being the type.
    const { code: _code, ...extra } = detail ?? { code: undefined };
    res.set(headers);
    sendProblem(res, status, message, extra, problem);
  };
}
