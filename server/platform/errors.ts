/** The one error type a service throws for a user-facing failure: an HTTP status and a human message. */
export class AppError extends Error {
  readonly status: number;
  /** Extra response headers, e.g. Retry-After of a 429. */
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.name = "AppError";
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string) => new AppError(400, message);
