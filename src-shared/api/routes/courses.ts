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
} from '../courses';
import { route } from '../route';

const tags = ['courses'];

export const coursesRoutes = {
  list: route({ method: 'GET', path: '/api/courses', access: 'user', reply: listCoursesReply, tags, summary: 'The catalogue with the caller’s progress' }),
  get: route({
    method: 'GET',
    path: '/api/courses/:courseId',
    access: 'user',
    params: courseIdParams,
    reply: getCourseReply,
    tags,
    summary: 'A course with its outline, lesson locks and the caller’s progress',
  }),
  modules: route({ method: 'GET', path: '/api/courses/:courseId/modules', access: 'user', params: courseIdParams, reply: listModulesReply, tags, summary: 'The modules of a course' }),
  moduleContent: route({
    method: 'GET',
    path: '/api/modules/:moduleId/content',
    access: 'user',
    params: moduleIdParams,
    reply: moduleContentReply,
    tags,
    summary: 'The lessons of a module; locked lessons come without their body',
  }),
  lesson: route({
    method: 'GET',
    path: '/api/lessons/:lessonId',
    access: 'user',
    params: lessonIdParams,
    reply: getLessonReply,
    tags,
    summary: 'One lesson with its body; 403 PREMIUM_REQUIRED when it is locked for the caller',
  }),
  search: route({ method: 'GET', path: '/api/search', access: 'user', query: searchQuery, reply: searchReply, tags, summary: 'Full-text search over courses and lessons' }),
};
