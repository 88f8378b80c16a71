import type { ApiErrorDetail } from '@shared/schemas/api-error';

/** The one error type routes throw; the error middleware turns it into `{ error, detail? }` JSON. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The failure as data, for pages in other languages (shared/schemas/api-error). */
  readonly detail: ApiErrorDetail | undefined;
  /** The public API's problem type for it (`unknown-currency`), when more precise than its status. */
  readonly problem: string | undefined;

  constructor(status: number, message: string, headers: Record<string, string> = {}, extra: { detail?: ApiErrorDetail; problem?: string } = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.headers = headers;
    this.detail = extra.detail;
    this.problem = extra.problem ?? extra.detail?.code;
  }
}

/**
 * Any error a route threw, as what the visitor is told: an AppError as it is, a body-parser or
 * other client error (4xx) with its message only when it is meant to be shown, else a 500 that
 * reveals nothing.
 */
export function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as { status?: unknown; expose?: unknown; message?: unknown } | null;
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return new AppError(e.status, e.expose && typeof e.message === 'string' ? e.message : 'The request could not be read.');
  }
  return new AppError(500, 'Something went wrong on our side. Please try again.');
}
