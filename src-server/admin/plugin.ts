import { adminMessageTable } from '@shared/admin/messages';
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { thumbnailField } from '@shared/admin/content';
import { adminContentRoutes as r } from '@shared/api/routes/admin-content';
import { adminUsersRoutes as u } from '@shared/api/routes/admin-users';
import { adminBackupRoutes } from '@shared/api/routes/admin-backup';
import { photoMaxBytes } from '@shared/profile/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { notFound } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import type { OutlineCache } from '../courses/service';
import { readUploadedImage } from '../profile/image-upload';
import { normaliseImage, storeImage } from '../profile/photo';
import { perUserLimit } from '../http/rate-limit';
import type { HeavyWork } from '../heavy-work/pool';
import { backupDatabase } from './backup';
import * as content from './content-service';
import type { Editor } from './working-copy';
import * as users from './users-service';
import type { SessionVersions } from '../auth/session-versions';

interface AdminOptions {
  db: Db;
  dataDir: string;
  outlines: OutlineCache;
  /** Where an imported course file is parsed, off the request loop. */
  heavyWork: HeavyWork;
  sessions: SessionVersions;
  clock: Clock;
}

/** Course thumbnails: 16:9, large enough for a course card on a wide screen. */
const thumbnailSize = { width: 640, height: 360 };
const thumbnailsDir = (dataDir: string) => path.join(dataDir, 'course-thumbnails');
/** A whole course file (the largest in the library is about 200 KB) may exceed the general body limit. */
const importBodyLimit = 5 * 1024 * 1024;

/** The content admin and the user admin (product.md §2.13); admins only. */
export const adminPlugin: FastifyPluginAsyncZod<AdminOptions> = async (app, { db, dataDir, outlines, heavyWork, sessions, clock }) => {
  const k = db.kysely;
  const caller = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;
  const editor = (request: Parameters<typeof requireUser>[0]): Editor => ({ userId: caller(request), at: clock().toISOString() });
  /** Learners' reads change only when something is published or deleted: their cached outlines go then. */
  const published = <T>(result: T): T => {
    outlines.clear();
    return result;
  };

  app.route({ ...routeOptions(r.listCourses), handler: async () => content.listCourses(k) });
  app.route({
    ...routeOptions(r.createCourse),
    handler: async (request, reply) => reply.status(201).send(await content.createCourse(k, editor(request), request.body)),
  });
  app.route({ ...routeOptions(r.reorderCourses), handler: async (request) => content.reorderCourses(k, editor(request), request.body.ids) });
  app.route({
    ...routeOptions(r.importCourse),
    bodyLimit: importBodyLimit,
    handler: async (request) => {
      const course = await heavyWork.run('courseFile', { yaml: request.body.yaml });
      const result = await content.importCourse(k, editor(request), course, request.body.publish);
      return request.body.publish ? published(result) : result;
    },
  });
  app.route({ ...routeOptions(r.getCourse), handler: async (request) => content.getCourse(k, request.params.courseId) });
  app.route({ ...routeOptions(r.updateCourse), handler: async (request) => content.updateCourse(k, editor(request), request.params.courseId, request.body) });
  app.route({
    ...routeOptions(r.deleteCourse),
    handler: async (request) => {
      await content.deleteCourse(k, request.params.courseId, clock().toISOString());
      return published({ deleted: true as const });
    },
  });
  app.route({ ...routeOptions(r.publish), handler: async (request) => published(await content.publish(k, editor(request), request.params.courseId)) });
  app.route({ ...routeOptions(r.discardDraft), handler: async (request) => content.discardDraft(k, request.params.courseId) });
  app.route({ ...routeOptions(r.listRevisions), handler: async (request) => content.listRevisions(k, request.params.courseId) });
  app.route({ ...routeOptions(r.getRevision), handler: async (request) => content.getRevision(k, request.params.courseId, request.params.revision) });
  app.route({
    ...routeOptions(r.restoreRevision),
    handler: async (request) => content.restoreRevision(k, editor(request), request.params.courseId, request.params.revision),
  });
  app.route({
    ...routeOptions(r.exportCourse),
    handler: async (request, reply) => {
      const { courseId } = request.params;
      const yaml = await content.exportCourse(k, heavyWork, courseId, request.query.from);
      return reply
        .type('application/yaml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${courseId}.yaml"`)
        .send(yaml);
    },
  });

  app.route({ ...routeOptions(r.listModules), handler: async (request) => content.listModules(k, request.params.courseId) });
  app.route({
    ...routeOptions(r.createModule),
    handler: async (request, reply) => reply.status(201).send(await content.createModule(k, editor(request), request.params.courseId, request.body)),
  });
  app.route({
    ...routeOptions(r.reorderModules),
    handler: async (request) => content.reorderModules(k, editor(request), request.params.courseId, request.body.ids),
  });
  app.route({
    ...routeOptions(r.updateModule),
    handler: async (request) => content.updateModule(k, editor(request), request.params.courseId, request.params.moduleId, request.body),
  });
  app.route({
    ...routeOptions(r.deleteModule),
    handler: async (request) => {
      await content.deleteModule(k, editor(request), request.params.courseId, request.params.moduleId);
      return { deleted: true as const };
    },
  });

  app.route({ ...routeOptions(r.listLessons), handler: async (request) => content.listLessons(k, request.params.courseId, request.params.moduleId) });
  app.route({
    ...routeOptions(r.createLesson),
    handler: async (request, reply) =>
      reply.status(201).send(await content.createLesson(k, editor(request), request.params.courseId, request.params.moduleId, request.body)),
  });
  app.route({
    ...routeOptions(r.reorderLessons),
    handler: async (request) => content.reorderLessons(k, editor(request), request.params.courseId, request.params.moduleId, request.body.ids),
  });
  app.route({
    ...routeOptions(r.getLesson),
    handler: async (request) => content.getLesson(k, request.params.courseId, request.params.moduleId, request.params.lessonId),
  });
  app.route({
    ...routeOptions(r.updateLesson),
    handler: async (request) => {
      const { courseId, moduleId, lessonId } = request.params;
      return content.updateLesson(k, editor(request), courseId, moduleId, lessonId, request.body);
    },
  });
  app.route({
    ...routeOptions(r.deleteLesson),
    handler: async (request) => {
      const { courseId, moduleId, lessonId } = request.params;
      await content.deleteLesson(k, editor(request), courseId, moduleId, lessonId);
      return { deleted: true as const };
    },
  });

  // Multipart only in the upload's own scope, with the profile photo's limits and checks.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: photoMaxBytes, files: 1, fields: 0, parts: 2 } });
    upload.route({
      ...routeOptions(r.uploadThumbnail),
      handler: async (request) => {
        const bytes = await readUploadedImage(request, thumbnailField, adminMessageTable.ref('thumbnailField', { field: thumbnailField }));
        const name = await storeImage(thumbnailsDir(dataDir), await normaliseImage(bytes, thumbnailSize));
        return { url: `/api/course-thumbnails/${name}` };
      },
    });
  });
  app.route({
    ...routeOptions(r.thumbnail),
    handler: async (request, reply) => {
      const file = path.join(thumbnailsDir(dataDir), request.params.name);
      if (!fs.existsSync(file)) throw notFound(adminMessageTable.ref('thumbnailNotFound'));
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file));
    },
  });

  app.route({ ...routeOptions(u.listUsers), handler: async (request) => users.listUsers(k, request.query, clock()) });
  app.route({ ...routeOptions(u.grantRole), handler: async (request) => users.grantUserRole(k, request.params.userId, request.params.role, clock()) });
  app.route({
    ...routeOptions(u.removeRole),
    handler: async (request) => users.removeUserRole(k, sessions, caller(request), request.params.userId, request.params.role, clock()),
  });

  app.route({
    ...routeOptions(adminBackupRoutes.backup, { rateLimit: perUserLimit(1, adminMessageTable.ref('backupTooSoon')) }),
    handler: async (_request, reply) => reply.code(201).send(await backupDatabase(db, dataDir, clock())),
  });
};
