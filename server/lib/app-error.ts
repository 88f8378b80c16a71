import type { ApiErrorDetail } from '@shared/schemas/api-error';

/** The one error type routes throw; the error middleware turns it into `{ error, detail? }` JSON. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The failure as data, for pages in other languages (shared/schemas/api-error). */
  readonly detail: ApiErrorDetail | undefined;

  constructor(status: number, message: string, headers: Record<string, string> = {}, detail?: ApiErrorDetail) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.headers = headers;
    this.detail = detail;
  }
}
