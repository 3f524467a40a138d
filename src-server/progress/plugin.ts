import { courseIdParams, courseProgress, lessonActionBody, quizAnswerBody, quizAnswerReply } from '@shared/api/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { courseQueries } from '../courses/queries';
import { getProgress, type OutlineCache } from '../courses/service';
import { requireUser } from '../http/access';
import { recordCompletion, recordQuizAnswer, recordVisit } from './record';

export const progressPlugin: FastifyPluginAsyncZod<{ db: Db; outlines: OutlineCache }> = async (app, { db, outlines }) => {
  const queries = courseQueries(db);
  const tags = ['progress'];

  app.get(
    '/api/progress/:courseId',
    { config: { access: 'user' }, schema: { tags, summary: 'The caller’s progress in a course', params: courseIdParams, response: { 200: courseProgress } } },
    async (request) => getProgress(queries, outlines, requireUser(request).userId, request.params.courseId),
  );

  app.post(
    '/api/progress/:courseId/visit',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Record the lesson the caller opened', params: courseIdParams, body: lessonActionBody, response: { 200: courseProgress } },
    },
    async (request) => recordVisit(db.kysely, queries, outlines, requireUser(request).userId, request.params.courseId, request.body.contentId),
  );

  app.post(
    '/api/progress/:courseId/complete',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Mark a lesson complete (counted once)', params: courseIdParams, body: lessonActionBody, response: { 200: courseProgress } },
    },
    async (request) => recordCompletion(db.kysely, queries, outlines, requireUser(request).userId, request.params.courseId, request.body.contentId),
  );

  app.post(
    '/api/progress/:courseId/quiz',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Answer a quiz block; the course quiz counts as submitted once every quiz is answered', params: courseIdParams, body: quizAnswerBody, response: { 200: quizAnswerReply } },
    },
    async (request) => recordQuizAnswer(db.kysely, queries, outlines, requireUser(request).userId, request.params.courseId, request.body),
  );
};
