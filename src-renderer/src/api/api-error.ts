import type { ErrorCode } from '@shared/errors';

/** A failed API call, carrying the server's code and human message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE',
    message: string,
    /** The whole reply, for the few errors that carry more than a message (a 409 with the stored copy). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
