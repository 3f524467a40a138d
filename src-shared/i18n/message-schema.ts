import { z } from 'zod';
import type { MessageRef, MessageValues } from './messages';

/** A message as it travels (src-shared/i18n/messages.ts): its English, and the id and values it is translated by; a value may be a message of its own. */
export const sentMessage: z.ZodType<MessageRef> = z.object({
  message: z.string(),
  messageId: z.string().optional(),
  get messageValues() {
    return sentMessageValues.optional();
  },
});

export const sentMessageValues: z.ZodType<MessageValues> = z.record(z.string(), z.union([z.string(), z.number(), sentMessage]));
