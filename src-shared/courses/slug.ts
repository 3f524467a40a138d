import { text } from '../api/text';
import { courseMessages } from './messages';

/**
 * The ids of courses, modules, lessons and quizzes: slugs, since lessons are addressed as
 * /api/lessons/:lessonId. A module of its own, so the API's course schemas (which the lesson reader
 * loads) carry none of the authoring format's (course-file.ts).
 */
export const slug = text()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, courseMessages.slugShape)
  .max(80);
