import type { ApiErrorBody } from '@shared/schemas/api-error';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, asAppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { isPublicApiPath, problemHandler } from '../lib/problem';

/** Unknown /api/* paths answer JSON, not the site's HTML. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError(404, `No API endpoint at ${req.method} ${req.baseUrl}${req.path}.`));
};

/**
 * The one error middleware: AppError → its status; body-parser errors → their 4xx in plain words;
 * else 500 without details. The public API's requests get the same as problem+json: a body is
 * read before v1's router, so its errors land here.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  const problems = problemHandler(logger);
  return (error, req, res, next) => {
    if (isPublicApiPath(req.path)) return problems(error, req, res, next);
    const { status, message, headers, detail } = asAppError(error);
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return;
    const body: ApiErrorBody = detail ? { error: message, detail } : { error: message };
    res.status(status).set(headers).json(body);
  };
}
