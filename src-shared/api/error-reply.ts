import { z } from 'zod';
import { errorCodes } from '../errors';
import { sentMessageValues } from '../i18n/message-schema';

/**
 * The one shape of every error reply: `{ error: { code, message } }`. `message` is the English
 * text; a message defined with an id (src-shared/i18n/messages.ts) also sends `messageId` and the
 * `messageValues` written into it, by which the browser shows it in the reader's language.
 */
export const errorReply = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    messageId: z.string().optional(),
    messageValues: sentMessageValues.optional(),
    requestId: z.string().optional(),
  }),
});

export type ErrorReply = z.infer<typeof errorReply>;
