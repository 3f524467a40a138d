import type { ErrorCode } from '@shared/errors';

/** A failed API call, carrying the server's code and human message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE',
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
