import type { ErrorRequestHandler, Response } from 'express';
import { AppError } from './app-error';
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

/** The v1 error middleware: the same mapping as the site's, answered as problem+json. */
export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let status = 500;
    let detail = 'Something went wrong on our side. Please try again.';
    let kind: string | undefined;
    let extra: Record<string, unknown> = {};
    if (error instanceof AppError) {
      status = error.status;
      detail = error.message;
      kind = error.problem;
      if (error.detail) {
        const { code: _code, ...data } = error.detail;
        extra = data;
      }
      res.set(error.headers);
    } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
      status = error.status;
      detail = error.expose && typeof error.message === 'string' ? error.message : 'The request could not be read.';
    }
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return;
    sendProblem(res, status, detail, extra, kind);
  };
}
