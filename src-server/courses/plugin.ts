import {
  courseIdParams,
  getCourseReply,
  getLessonReply,
  lessonIdParams,
  listCoursesReply,
  listModulesReply,
  moduleContentReply,
  moduleIdParams,
  searchQuery,
  searchReply,
} from '@shared/api/courses';
import { isLessonLocked } from '@shared/courses/lock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { notFound } from '../errors';
import { requireUser } from '../http/access';
import { courseQueries } from './queries';
import { createCourseSearch } from './search';
import { courseNotFound, getCourse, listCourses, readableLesson, toLesson, type OutlineCache } from './service';

export const coursesPlugin: FastifyPluginAsyncZod<{ db: Db; outlines: OutlineCache }> = async (app, { db, outlines }) => {
  const queries = courseQueries(db);
  const search = createCourseSearch(db.kysely);
  const tags = ['courses'];

  app.get(
    '/api/courses',
    { config: { access: 'user' }, schema: { tags, summary: 'The catalogue with the caller’s progress', response: { 200: listCoursesReply } } },
    async (request) => {
      const { userId } = requireUser(request);
      return listCourses(db.kysely, userId, await queries.isPremium(userId));
    },
  );

  app.get(
    '/api/courses/:courseId',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'A course with its outline, lesson locks and the caller’s progress', params: courseIdParams, response: { 200: getCourseReply } },
    },
    async (request) => getCourse(queries, outlines, requireUser(request).userId, request.params.courseId),
  );

  app.get(
    '/api/courses/:courseId/modules',
    { config: { access: 'user' }, schema: { tags, summary: 'The modules of a course', params: courseIdParams, response: { 200: listModulesReply } } },
    async (request) => {
      const { courseId } = request.params;
      const [course, modules, lessons] = await Promise.all([queries.course(courseId), queries.modules(courseId), queries.lessons(courseId)]);
      if (!course) throw courseNotFound(courseId);
      return {
        modules: modules.map((m) => ({ id: m.id, title: m.title, description: m.description, position: m.position, lessonCount: lessons.filter((l) => l.module_id === m.id).length })),
      };
    },
  );

  app.get(
    '/api/modules/:moduleId/content',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The lessons of a module; locked lessons come without their body', params: moduleIdParams, response: { 200: moduleContentReply } },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { moduleId } = request.params;
      const module = await db.kysely.selectFrom('course_modules').select(['id', 'course_id', 'title', 'description', 'position']).where('id', '=', moduleId).executeTakeFirst();
      if (!module) throw notFound(`Module with ID "${moduleId}" not found`);
      const premium = await queries.isPremium(userId);
      const ids = await db.kysely.selectFrom('lessons').select(['id', 'position']).where('module_id', '=', moduleId).orderBy('position').execute();
      const lessons = await Promise.all(
        ids.map(async ({ id, position }) => {
          if (!isLessonLocked(position, premium)) return toLesson(await readableLesson(queries, userId, id));
          const row = await db.kysely.selectFrom('lessons').select(['title']).where('id', '=', id).executeTakeFirstOrThrow();
          return { id, title: row.title, position, courseId: module.course_id, moduleId, moduleTitle: module.title, locked: true as const };
        }),
      );
      return {
        module: { id: module.id, courseId: module.course_id, title: module.title, description: module.description, position: module.position },
        lessons,
      };
    },
  );

  app.get(
    '/api/lessons/:lessonId',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One lesson with its body; 403 PREMIUM_REQUIRED when it is locked for the caller', params: lessonIdParams, response: { 200: getLessonReply } },
    },
    async (request) => toLesson(await readableLesson(queries, requireUser(request).userId, request.params.lessonId)),
  );

  app.get(
    '/api/search',
    { config: { access: 'user' }, schema: { tags, summary: 'Full-text search over courses and lessons', querystring: searchQuery, response: { 200: searchReply } } },
    async (request) => ({ results: await search(request.query.q, await queries.isPremium(requireUser(request).userId)) }),
  );
};
