import { z } from 'zod';
import { errorCodes } from '../errors';

/** The one shape of every error reply: `{ error: { code, message } }`. */
export const errorReply = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    requestId: z.string().optional(),
  }),
});

export type ErrorReply = z.infer<typeof errorReply>;
