import { progressRoutes } from '@shared/api/routes/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { courseQueries } from '../courses/queries';
import { getProgress, type OutlineCache } from '../courses/service';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { recordCompletion, recordQuizAnswer, recordVisit } from './record';

export const progressPlugin: FastifyPluginAsyncZod<{ db: Db; outlines: OutlineCache; clock: Clock }> = async (app, { db, outlines, clock }) => {
  const queries = courseQueries(db, clock);
  app.route({
    ...routeOptions(progressRoutes.get),
    handler: async (request) => getProgress(queries, outlines, requireUser(request).userId, request.params.courseId),
  });

  app.route({
    ...routeOptions(progressRoutes.visit),
    handler: async (request) => recordVisit(db.kysely, queries, outlines, requireUser(request).userId, request.params.courseId, request.body.contentId),
  });

  app.route({
    ...routeOptions(progressRoutes.complete),
    handler: async (request) => recordCompletion(db.kysely, queries, outlines, requireUser(request).userId, request.params.courseId, request.body.contentId),
  });

  app.route({
    ...routeOptions(progressRoutes.quiz),
    handler: async (request) => recordQuizAnswer(db.kysely, queries, outlines, requireUser(request).userId, request.params.courseId, request.body),
  });
};
