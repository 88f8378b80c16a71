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
