import type { ErrorCode } from '@shared/errors';
import type { MessageRef, MessageValues } from '@shared/i18n/messages';

/**
 * Thrown by handlers and services; the one error handler turns it into
 * `{ error: { code, message, messageId?, messageValues? } }`. Given a message of a feature's
 * `defineMessages` table (`table.ref(key, values)`), the reply carries its id and values, and the
 * browser shows it in the reader's language; a plain string goes out in English only.
 */
export class AppError extends Error {
  readonly messageId?: string;
  readonly messageValues?: MessageValues;

  constructor(
    readonly code: ErrorCode,
    message: string | MessageRef,
    readonly status: number,
    /** Seconds a 503 or 429 tells the client to wait, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'AppError';
    if (typeof message !== 'string') {
      this.messageId = message.messageId;
      this.messageValues = message.messageValues;
    }
  }
}

export const notFound = (message: string | MessageRef) => new AppError('NOT_FOUND', message, 404);
export const badRequest = (message: string | MessageRef) => new AppError('BAD_REQUEST', message, 400);
