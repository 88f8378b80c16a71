/** The one error type routes throw; the error middleware turns it into `{ error }` JSON. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.headers = headers;
  }
}
