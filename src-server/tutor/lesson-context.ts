import { isLessonLocked } from '@shared/courses/lock';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LessonContext } from './tutor';

/**
 * The lesson a learner is looking at, for the tutor. The renderer sends ids only; the body comes
 * from the database, and only when the reader's lock lets this learner read it: a free learner
 * cannot get a locked lesson through the tutor. An unknown or mismatched lesson is simply no context.
 */
export async function lessonForTutor(db: Kysely<Database>, ids: { courseId: string; lessonId: string }, premium: boolean): Promise<LessonContext | undefined> {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id', 'lessons.course_id', 'courses.title as course_title', 'lessons.title', 'lessons.position', 'lessons.search_text'])
    .where('lessons.id', '=', ids.lessonId)
    .where('lessons.course_id', '=', ids.courseId)
    .executeTakeFirst();
  if (!row || isLessonLocked(row.position, premium)) return undefined;
  return { courseId: row.course_id, courseTitle: row.course_title, lessonId: row.id, title: row.title, text: row.search_text };
}
