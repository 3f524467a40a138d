import type { ErrorCode } from '@shared/errors';
import type { IdentifiedMessage, MessageValues } from '@shared/i18n/messages';

/**
 * Thrown by handlers and services; the one error handler turns it into
 * `{ error: { code, message, messageId, messageValues? } }`, and the browser shows the message in
 * the reader's language by its id. It takes only a message of a feature's table
 * (`table.ref(key, values)`), so plain English, which no reader could have translated, does not
 * compile.
 */
export class AppError extends Error {
  readonly messageId: string;
  readonly messageValues?: MessageValues;

  constructor(
    readonly code: ErrorCode,
    message: IdentifiedMessage,
    readonly status: number,
    /** Seconds a 503 or 429 tells the client to wait, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message.message);
    this.name = 'AppError';
    this.messageId = message.messageId;
    this.messageValues = message.messageValues;
  }
}

export const notFound = (message: IdentifiedMessage) => new AppError('NOT_FOUND', message, 404);
export const badRequest = (message: IdentifiedMessage) => new AppError('BAD_REQUEST', message, 400);
