import { coursesRoutes } from '@shared/api/routes/courses';
import { isLessonLocked } from '@shared/courses/lock';
import { courseMessageTable } from '@shared/courses/messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { notFound } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import type { CourseReplyCache } from './course-reply-cache';
import { courseQueries, findModule, lessonTitle, moduleLessonIds } from './queries';
import { createCourseSearch } from './search';
import { courseNotFound, getCourseBody, learnerCatalogue, lessonFor, type OutlineCache } from './service';

export const coursesPlugin: FastifyPluginAsyncZod<{ db: Db; outlines: OutlineCache; replies: CourseReplyCache; clock: Clock }> = async (app, { db, outlines, replies, clock }) => {
  const queries = courseQueries(db, clock);
  const search = createCourseSearch(db.kysely);
  app.route({
    ...routeOptions(coursesRoutes.list),
    handler: async (request) => learnerCatalogue(db.kysely, queries, requireUser(request).userId),
  });

  app.route({
    ...routeOptions(coursesRoutes.get),
    // Written ahead as the contract writes it (course-reply.ts), so it goes out as it is.
    handler: async (request, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(await getCourseBody(queries, outlines, replies, requireUser(request).userId, request.params.courseId)),
  });

  app.route({
    ...routeOptions(coursesRoutes.modules),
    handler: async (request) => {
      const { courseId } = request.params;
      const [course, modules, lessons] = await Promise.all([queries.course(courseId), queries.modules(courseId), queries.lessons(courseId)]);
      if (!course) throw courseNotFound(courseId);
      return {
        modules: modules.map((m) => ({ id: m.id, title: m.title, description: m.description, position: m.position, lessonCount: lessons.filter((l) => l.module_id === m.id).length })),
      };
    },
  });

  app.route({
    ...routeOptions(coursesRoutes.moduleContent),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const { moduleId } = request.params;
      const module = await findModule(db.kysely, moduleId);
      if (!module) throw notFound(courseMessageTable.ref('moduleNotFound', { id: moduleId }));
      const premium = await queries.isPremium(userId);
      const ids = await moduleLessonIds(db.kysely, moduleId);
      const lessons = await Promise.all(
        ids.map(async ({ id, position }) => {
          if (!isLessonLocked(position, premium)) return lessonFor(queries, userId, id);
          const row = await lessonTitle(db.kysely, id);
          return { id, title: row.title, position, courseId: module.course_id, moduleId, moduleTitle: module.title, locked: true as const };
        }),
      );
      return {
        module: { id: module.id, courseId: module.course_id, title: module.title, description: module.description, position: module.position },
        lessons,
      };
    },
  });

  app.route({
    ...routeOptions(coursesRoutes.lesson),
    handler: async (request) => lessonFor(queries, requireUser(request).userId, request.params.lessonId),
  });

  app.route({
    ...routeOptions(coursesRoutes.search),
    handler: async (request) => ({ results: await search(request.query.q, await queries.isPremium(requireUser(request).userId)) }),
  });
};
