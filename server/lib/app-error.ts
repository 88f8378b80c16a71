import type { ApiErrorDetail } from '@shared/schemas/api-error';

/** The one error type routes throw; the error middleware turns it into `{ error, detail? }` JSON. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The failure as data, for pages in other languages (shared/schemas/api-error). */
  readonly detail: ApiErrorDetail | undefined;
  /** The public API's problem type for it (`unknown-currency`), when more precise than its status. */
  readonly problem: string | undefined;

  constructor(
    status: number,
    message: string,
    headers: Record<string, string> = {},
    extra: { detail?: ApiErrorDetail; problem?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.headers = headers;
    this.detail = extra.detail;
    this.problem = extra.problem ?? extra.detail?.code;
  }
}

/**
 * Any error a route threw, as what the visitor is told: an AppError as it is; a body-parser or
 * other client error (4xx) in plain words of ours, never its own message, which may quote what was
 * sent (JSON.parse names the bytes, body-parser the charset or encoding given); else a 500 that
 * reveals nothing.
 */
export function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as { status?: unknown; type?: unknown } | null;
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    const message =
      (typeof e.type === 'string' ? BODY_ERRORS[e.type] : undefined) ?? STATUS_ERRORS[e.status] ?? 'The request could not be read.';
    return new AppError(e.status, message);
  }
  return new AppError(500, 'Something went wrong on our side. Please try again.');
}

/** body-parser's kinds of error (its `type`), in plain words. */
const BODY_ERRORS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'charset.unsupported': 'The request body is in a character set this server does not read: send UTF-8.',
  'encoding.unsupported': 'The request body is compressed in a way this server does not read: send it as is, or with gzip, deflate or br.',
};

/** Other client errors the parsers raise, by status. */
const STATUS_ERRORS: Record<number, string> = {
  413: BODY_ERRORS['entity.too.large']!,
  415: 'The request body is in a form this server does not read: send UTF-8 JSON.',
};
