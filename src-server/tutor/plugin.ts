import { tutorRoutes } from '@shared/api/routes/tutor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { isPremium } from '../subscriptions/premium';
import { lessonForTutor } from './lesson-context';
import { addMessage, clearMessages, listMessages } from './queries';
import { chatRateLimit } from './rate-limit';
import { openEventStream } from './sse';
import type { Tutor, TutorRequest } from './tutor';

/** product.md §1.8 "Chat": what the learner reads when the answer fails. */
export const chatFailedMessage = 'Sorry, something went wrong. Please try again.';

/** Turns of the conversation given to the tutor with a new question. */
const contextTurns = 10;

interface TutorPluginOptions {
  db: Kysely<Database>;
  tutor: Tutor;
  /** Questions per user per minute. */
  rateLimit?: number;
  clock: Clock;
}

/** A reply is stamped after its question even when both land in the same millisecond. */
const after = (now: Date, iso: string): string => new Date(Math.max(now.getTime(), Date.parse(iso) + 1)).toISOString();

/** The AI tutor's chat (product.md §1.7 "Chat"), its history and clearing it. */
export const tutorPlugin: FastifyPluginAsyncZod<TutorPluginOptions> = async (app, { db, tutor, rateLimit, clock }) => {
  app.route({
    ...routeOptions(tutorRoutes.ask, { rateLimit: chatRateLimit(rateLimit) }),
    handler: async (request, reply) => {
      const { userId } = requireUser(request);
      const { message, chat_id: chatId, style, language, context } = request.body;
      const premium = await isPremium(db, userId, clock());
      const history = (await listMessages(db, userId, chatId, contextTurns)).map((m) => ({ from: m.from, text: m.text }));
      const tutorRequest: TutorRequest = {
        userId,
        question: message,
        style,
        language,
        history,
        premium,
        lesson: context?.kind === 'lesson' ? await lessonForTutor(db, context, premium) : undefined,
        playground:
          context?.kind === 'playground'
            ? { files: context.files, activeFile: context.activeFile, language: context.language, lastOutput: context.lastOutput }
            : undefined,
      };
      const askedAt = clock().toISOString();
      await addMessage(db, { userId, chatId, from: 'user', text: message, createdAt: askedAt });

      const stream = openEventStream(reply);
      let text = '';
      let failed = false;
      let answeredBy = tutor.kind;
      const answer = tutor.answer(tutorRequest, stream.signal);
      try {
        for (let next = await answer.next(); ; next = await answer.next()) {
          if (next.done) {
            answeredBy = next.value ?? tutor.kind;
            break;
          }
          if (stream.signal.aborted) {
            await answer.return(undefined);
            break;
          }
          text += next.value;
          stream.send({ text: next.value });
        }
      } catch (error) {
        if (!stream.signal.aborted) {
          failed = true;
          request.log.warn({ err: error }, 'tutor answer failed');
          stream.send({ error: chatFailedMessage });
        }
      }
      const stopped = stream.signal.aborted;
      // The learner keeps what they saw: a stopped reply is stored as far as it got; a failed one is not.
      if (!failed && text.trim() !== '') {
        await addMessage(db, { userId, chatId, from: 'bot', text, tutor: answeredBy, stopped, createdAt: after(clock(), askedAt) });
      }
      if (!failed && !stopped) stream.send({ done: true, tutor: answeredBy });
      stream.end();
    },
  });

  app.route({
    ...routeOptions(tutorRoutes.messages),
    handler: async (request) => ({ messages: await listMessages(db, requireUser(request).userId, request.query.chat_id) }),
  });

  app.route({
    ...routeOptions(tutorRoutes.clear),
    handler: async (request) => ({ deleted: await clearMessages(db, requireUser(request).userId, request.query.chat_id) }),
  });
};
