import { z } from 'zod';
import { withinLength } from '../i18n/issue-message';
import { tutorMessageTable, tutorMessages } from '../tutor/messages';
import { text } from './text';
import { tutorContext } from '../tutor/context';

/** Contracts of the AI tutor (product.md §1.7 "Chat"). */

export const chatStyles = ['auto', 'detailed', 'short'] as const;
export type ChatStyle = (typeof chatStyles)[number];
export const chatLanguages = ['en', 'hi', 'te'] as const;
export type ChatLanguage = (typeof chatLanguages)[number];

/** Longest question a learner may send: long enough for a program and its error, short enough to answer. */
export const chatMessageMaxChars = 2_000;

/** A conversation id: the spec's single 'default', or any other the learner starts. */
export const chatId = text()
  .regex(/^[\w-]{1,64}$/, tutorMessages.badChatId)
  .default('default');

export const chatBody = z.object({
  message: withinLength(text(), chatMessageMaxChars, tutorMessageTable.ref('tooLong', { max: chatMessageMaxChars })).refine(
    (text) => text.trim().length > 0,
    tutorMessages.blank,
  ),
  chat_id: chatId,
  style: z.enum(chatStyles).default('auto'),
  language: z.enum(chatLanguages).default('en'),
  context: tutorContext.optional(),
});
export type ChatBody = z.infer<typeof chatBody>;

/** One data line of the `POST /api/chat` event stream. */
export const chatEvent = z.union([
  z.object({ text: z.string() }),
  z.object({ done: z.literal(true), tutor: z.enum(['offline', 'llm']).optional() }),
  z.object({ error: z.string() }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;

export const chatMessagesQuery = z.object({ chat_id: chatId });

export const chatMessage = z.object({
  id: z.string(),
  from: z.enum(['user', 'bot']),
  text: z.string(),
  createdAt: z.string(),
  /** A bot reply the learner stopped (or whose connection ended) before it was finished. */
  stopped: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatMessagesReply = z.object({ messages: z.array(chatMessage) });
export const clearChatReply = z.object({ deleted: z.number().int() });
