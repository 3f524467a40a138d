import { quizzesRoutes } from '@shared/api/routes/quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { startAttempt, submitAttempt } from './attempts';
import type { QuizBank } from './bank';
import { startRateLimit } from './rate-limit';
import { listQuizzes } from './records';

interface QuizzesPluginOptions {
  db: Kysely<Database>;
  bank: QuizBank;
  clock: Clock;
}

/** The Quizzes screen's server side (product.md §2.2, §2.4). */
export const quizzesPlugin: FastifyPluginAsyncZod<QuizzesPluginOptions> = async (app, { db, bank, clock }) => {
  app.route({
    ...routeOptions(quizzesRoutes.list),
    handler: async (request) => listQuizzes(db, bank, requireUser(request).userId),
  });

  app.route({
    ...routeOptions(quizzesRoutes.start, { rateLimit: startRateLimit() }),
    handler: async (request, reply) => reply.status(201).send(await startAttempt(db, bank, clock, requireUser(request).userId, request.params.quizId)),
  });

  app.route({
    ...routeOptions(quizzesRoutes.submit),
    handler: async (request) => submitAttempt(db, bank, clock, requireUser(request).userId, request.params.attemptId, request.body),
  });
};
