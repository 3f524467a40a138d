import { coursesRoutes } from '@shared/api/routes/courses';
import { hasLessons, placeLessons, readerEntry } from '@shared/courses/course-outline';
import { courseKeys } from '@shared/courses/query-keys';
import type { PrerenderQueries } from '@shared/routing/prerendered';
import type { CourseReplyCache } from './course-reply-cache';
import type { CourseQueries } from './queries';
import { asReplied } from '../http/as-replied';
import { getCourseBody, lessonFor, type OutlineCache } from './service';

/**
 * The data a learner's lesson reader at /courses/:courseId is drawn with: the course as its route
 * answers them and, unless it is locked to them, the lesson the reader opens on (the one the
 * address names, else the first; the same rule the reader follows), each as the app holds it
 * (as-replied.ts), under the app's keys. Undefined for a course that
 * does not exist: the app's page says so.
 */
export async function readerPageData(queries: CourseQueries, outlines: OutlineCache, replies: CourseReplyCache, userId: string, address: URL): Promise<PrerenderQueries | undefined> {
  const courseId = courseIdOf(address.pathname);
  if (courseId === undefined || !coursesRoutes.get.params.safeParse({ courseId }).success || !(await outlines.get(courseId))) return undefined;
  // The route sends this body as it is written, already JSON.
  const course = coursesRoutes.get.reply.parse(JSON.parse((await getCourseBody(queries, outlines, replies, userId, courseId)).toString('utf8')));
  const drawn: PrerenderQueries = [{ queryKey: [...courseKeys.course(courseId)], data: course }];
  const lessons = placeLessons(course.modules);
  if (!hasLessons(lessons)) return drawn;
  const { lessonId } = readerEntry(lessons, address.searchParams.get('lesson'), undefined, course.progress);
  const opened = lessons.find((placed) => placed.lesson.id === lessonId);
  if (!opened || opened.lesson.locked) return drawn;
  return [...drawn, { queryKey: [...courseKeys.lesson(lessonId)], data: asReplied(coursesRoutes.lesson.reply, await lessonFor(queries, userId, lessonId)) }];
}

function courseIdOf(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    return undefined;
  }
}
