import type { ApiErrorBody, ApiErrorDetail } from '@shared/schemas/api-error';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';

/** Unknown /api/* paths answer JSON, not the site's HTML. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError(404, `No API endpoint at ${req.method} ${req.baseUrl}${req.path}.`));
};

/** The one error middleware: AppError → its status; body-parser errors → 400; else 500 without details. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let status = 500;
    let message = 'Something went wrong on our side. Please try again.';
    let headers: Record<string, string> = {};
    let detail: ApiErrorDetail | undefined;
    if (error instanceof AppError) {
      status = error.status;
      message = error.message;
      headers = error.headers;
      detail = error.detail;
    } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
      status = error.status;
      message = error.expose && typeof error.message === 'string' ? error.message : 'The request could not be read.';
    }
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return;
    const body: ApiErrorBody = detail ? { error: message, detail } : { error: message };
    res.status(status).set(headers).json(body);
  };
}
