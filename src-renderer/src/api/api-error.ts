import type { ErrorCode } from '@shared/errors';
import type { MessageRef, MessageValues } from '@shared/i18n/messages';

/**
 * A failed API call, carrying the server's code and human message; a message the server sent by
 * id keeps its id and values, so `useServerText()(error)` shows it in the reader's language.
 */
export class ApiError extends Error implements MessageRef {
  readonly messageId?: string;
  readonly messageValues?: MessageValues;

  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE',
    message: string | MessageRef,
    /** The whole reply, for the few errors that carry more than a message (a 409 with the stored copy). */
    readonly body?: unknown,
    /**
     * The reply's Retry-After, when it had one: a 409 with it is the server still applying a write
     * sent before under the same key, to be tried again, not a conflict.
     */
    readonly retryAfter?: string,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'ApiError';
    if (typeof message !== 'string') {
      this.messageId = message.messageId;
      this.messageValues = message.messageValues;
    }
  }
}
