import { isLessonLocked } from '@shared/courses/lock';
import type { Executor } from '../db/executor';
import { findLessonInCourse } from './queries';
import type { LessonContext } from './tutor';

/**
 * The lesson a learner is looking at, for the tutor. The renderer sends ids only; the body comes
 * from the database, and only when the reader's lock lets this learner read it: a free learner
 * cannot get a locked lesson through the tutor. An unknown or mismatched lesson is simply no context.
 */
export async function lessonForTutor(db: Executor, ids: { courseId: string; lessonId: string }, premium: boolean): Promise<LessonContext | undefined> {
  const row = await findLessonInCourse(db, ids.courseId, ids.lessonId);
  if (!row || isLessonLocked(row.position, premium)) return undefined;
  return { courseId: row.course_id, courseTitle: row.course_title, lessonId: row.id, title: row.title, text: row.search_text };
}
