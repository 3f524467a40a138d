import {
  adminCourseReply,
  adminLesson,
  adminModule,
  courseParams,
  createCourseBody,
  createLessonBody,
  createModuleBody,
  deletedReply,
  exportQuery,
  importCourseBody,
  lessonParams,
  listAdminCoursesReply,
  listLessonsReply,
  listModulesReply,
  listRevisionsReply,
  moduleParams,
  publishReply,
  reorderBody,
  revisionParams,
  revisionReply,
  thumbnailParams,
  thumbnailUploadReply,
  updateCourseBody,
  updateLessonBody,
  updateModuleBody,
} from '../../admin/content';
import { route } from '../route';

const tags = ['admin-content'];
const courses = '/api/admin/courses';
const modules = `${courses}/:courseId/modules`;
const lessons = `${modules}/:moduleId/lessons`;

/**
 * The content admin (product.md §2.7, §2.13), admins only. Every edit changes the
 * course's draft; learners keep reading the published course until `publish`.
 */
export const adminContentRoutes = {
  listCourses: route({ method: 'GET', path: courses, access: 'admin', reply: listAdminCoursesReply, tags, summary: 'Every course with its status (published, draft, changed)' }),
  createCourse: route({ method: 'POST', path: courses, access: 'admin', offline: 'online', body: createCourseBody, reply: adminCourseReply, status: 201, tags, summary: 'Create a course as a draft' }),
  reorderCourses: route({ method: 'POST', path: `${courses}/reorder`, access: 'admin', offline: 'online', body: reorderBody, reply: listAdminCoursesReply, tags, summary: 'Give every course a new catalogue order (in each one’s draft)' }),
  importCourse: route({
    method: 'POST',
    path: `${courses}/import`,
    access: 'admin',
    offline: 'online',
    body: importCourseBody,
    reply: adminCourseReply,
    tags,
    summary: 'Import one course file (YAML, the authoring format) as the course’s draft, or publish it',
  }),
  getCourse: route({ method: 'GET', path: `${courses}/:courseId`, access: 'admin', params: courseParams, reply: adminCourseReply, tags, summary: 'One course as edited: its draft, else the published course' }),
  updateCourse: route({ method: 'PUT', path: `${courses}/:courseId`, access: 'admin', offline: 'online', params: courseParams, body: updateCourseBody, reply: adminCourseReply, tags, summary: 'Change a course’s details in its draft' }),
  deleteCourse: route({ method: 'DELETE', path: `${courses}/:courseId`, access: 'admin', offline: 'online', params: courseParams, reply: deletedReply, tags, summary: 'Delete a course at once (its revisions are kept)' }),
  publish: route({ method: 'POST', path: `${courses}/:courseId/publish`, access: 'admin', offline: 'online', params: courseParams, reply: publishReply, tags, summary: 'Publish the draft: learners read it from now on' }),
  discardDraft: route({ method: 'DELETE', path: `${courses}/:courseId/draft`, access: 'admin', offline: 'online', params: courseParams, reply: adminCourseReply, tags, summary: 'Throw the draft away' }),
  listRevisions: route({ method: 'GET', path: `${courses}/:courseId/revisions`, access: 'admin', params: courseParams, reply: listRevisionsReply, tags, summary: 'Every published version, newest first' }),
  getRevision: route({ method: 'GET', path: `${courses}/:courseId/revisions/:revision`, access: 'admin', params: revisionParams, reply: revisionReply, tags, summary: 'One published version' }),
  restoreRevision: route({
    method: 'POST',
    path: `${courses}/:courseId/revisions/:revision/restore`,
    access: 'admin',
    offline: 'online',
    params: revisionParams,
    reply: adminCourseReply,
    tags,
    summary: 'Make a published version the draft again (publish it to bring it back)',
  }),
  exportCourse: route({
    method: 'GET',
    path: `${courses}/:courseId/export`,
    access: 'admin',
    kind: 'download',
    params: courseParams,
    query: exportQuery,
    tags,
    summary: 'The course as a course file (YAML, the authoring format), downloaded as {id}.yaml',
  }),

  listModules: route({ method: 'GET', path: modules, access: 'admin', params: courseParams, reply: listModulesReply, tags, summary: 'A course’s modules as edited' }),
  createModule: route({ method: 'POST', path: modules, access: 'admin', offline: 'online', params: courseParams, body: createModuleBody, reply: adminModule, status: 201, tags, summary: 'Add a module to the draft' }),
  reorderModules: route({ method: 'POST', path: `${modules}/reorder`, access: 'admin', offline: 'online', params: courseParams, body: reorderBody, reply: listModulesReply, tags, summary: 'Reorder a course’s modules in the draft' }),
  updateModule: route({ method: 'PUT', path: `${modules}/:moduleId`, access: 'admin', offline: 'online', params: moduleParams, body: updateModuleBody, reply: adminModule, tags, summary: 'Change a module in the draft' }),
  deleteModule: route({ method: 'DELETE', path: `${modules}/:moduleId`, access: 'admin', offline: 'online', params: moduleParams, reply: deletedReply, tags, summary: 'Remove a module (its lessons and assignments) from the draft' }),

  listLessons: route({ method: 'GET', path: lessons, access: 'admin', params: moduleParams, reply: listLessonsReply, tags, summary: 'A module’s lessons (contents) as edited' }),
  createLesson: route({ method: 'POST', path: lessons, access: 'admin', offline: 'online', params: moduleParams, body: createLessonBody, reply: adminLesson, status: 201, tags, summary: 'Add a lesson to the draft' }),
  reorderLessons: route({ method: 'POST', path: `${lessons}/reorder`, access: 'admin', offline: 'online', params: moduleParams, body: reorderBody, reply: listLessonsReply, tags, summary: 'Reorder a module’s lessons in the draft' }),
  getLesson: route({ method: 'GET', path: `${lessons}/:lessonId`, access: 'admin', params: lessonParams, reply: adminLesson, tags, summary: 'One lesson as edited' }),
  updateLesson: route({ method: 'PUT', path: `${lessons}/:lessonId`, access: 'admin', offline: 'online', params: lessonParams, body: updateLessonBody, reply: adminLesson, tags, summary: 'Change a lesson in the draft (its HTML is sanitised)' }),
  deleteLesson: route({ method: 'DELETE', path: `${lessons}/:lessonId`, access: 'admin', offline: 'online', params: lessonParams, reply: deletedReply, tags, summary: 'Remove a lesson from the draft' }),

  uploadThumbnail: route({
    method: 'POST',
    path: '/api/admin/thumbnails',
    access: 'admin',
    offline: 'online',
    kind: 'upload',
    reply: thumbnailUploadReply,
    tags,
    summary: 'Upload a course thumbnail (multipart field "thumbnail"; JPEG, PNG, GIF or WebP up to 5 MB); answers its URL',
  }),
  thumbnail: route({ method: 'GET', path: '/api/course-thumbnails/:name', access: 'public', kind: 'download', params: thumbnailParams, tags, summary: 'An uploaded course thumbnail' }),
};
