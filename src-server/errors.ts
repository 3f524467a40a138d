import type { ErrorCode } from '@shared/errors';

/** Thrown by handlers and services; the one error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    /** Seconds a 503 or 429 tells the client to wait, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message, 404);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message, 400);
