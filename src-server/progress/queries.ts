import type { Executor } from '../db/executor';

/**
 * Starts the learner's progress on a course, or touches it; a visited lesson becomes the one the
 * course resumes at.
 */
export async function touchCourseProgress(db: Executor, userId: string, courseId: string, now: string, visitedLessonId?: string): Promise<void> {
  const visit = visitedLessonId ? { last_visited_lesson_id: visitedLessonId, last_visited_at: now } : {};
  await db
    .insertInto('course_progress')
    .values({ user_id: userId, course_id: courseId, started_at: now, updated_at: now, last_visited_lesson_id: null, last_visited_at: null, ...visit })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet({ updated_at: now, ...visit }))
    .execute();
}

/** Completing twice counts once: the first completion time stays. */
export async function insertCompletedLesson(db: Executor, userId: string, courseId: string, lessonId: string, now: string): Promise<void> {
  await db
    .insertInto('completed_lessons')
    .values({ user_id: userId, lesson_id: lessonId, course_id: courseId, completed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
    .execute();
}

/** The learner's latest answer to a quiz block replaces an earlier one. */
export async function upsertQuizAnswer(
  db: Executor,
  row: { user_id: string; block_id: string; lesson_id: string; course_id: string; answer: number; correct: number; answered_at: string },
): Promise<void> {
  await db
    .insertInto('quiz_answers')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'block_id']).doUpdateSet({ answer: row.answer, correct: row.correct, answered_at: row.answered_at }))
    .execute();
}
