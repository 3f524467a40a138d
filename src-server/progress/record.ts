import type { CourseProgress, QuizAnswerBody, QuizAnswerReply } from '@shared/api/progress';
import { contentBlock } from '@shared/courses/blocks';
import { lessonOptionId, optionIndexOf } from '@shared/courses/lesson-quiz';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import type { CourseQueries } from '../courses/queries';
import { getProgress, readableLesson, type OutlineCache } from '../courses/service';
import { insertCompletedLesson, touchCourseProgress, upsertQuizAnswer } from './queries';
import { courseMessageTable } from '@shared/courses/messages';

/**
 * Progress writes. Each first checks that the lesson belongs to the course and that the caller may
 * read it (a free learner cannot complete a locked lesson), then writes in one transaction, so a
 * refused request changes nothing.
 */
export async function recordVisit(db: Kysely<Database>, queries: CourseQueries, outlines: OutlineCache, userId: string, courseId: string, lessonId: string): Promise<CourseProgress> {
  await readableLesson(queries, userId, lessonId, courseId);
  const now = queries.clock().toISOString();
  await db.transaction().execute((trx) => touchCourseProgress(trx, userId, courseId, now, lessonId));
  return getProgress(queries, outlines, userId, courseId);
}

export async function recordCompletion(db: Kysely<Database>, queries: CourseQueries, outlines: OutlineCache, userId: string, courseId: string, lessonId: string): Promise<CourseProgress> {
  await readableLesson(queries, userId, lessonId, courseId);
  const now = queries.clock().toISOString();
  await db.transaction().execute(async (trx) => {
    await touchCourseProgress(trx, userId, courseId, now);
    await insertCompletedLesson(trx, userId, courseId, lessonId, now);
  });
  return getProgress(queries, outlines, userId, courseId);
}

const storedBlocks = z.array(contentBlock);

export async function recordQuizAnswer(
  db: Kysely<Database>,
  queries: CourseQueries,
  outlines: OutlineCache,
  userId: string,
  courseId: string,
  input: QuizAnswerBody,
): Promise<QuizAnswerReply> {
  const lesson = await readableLesson(queries, userId, input.contentId, courseId);
  const quiz = storedBlocks.parse(JSON.parse(lesson.blocks_json)).find((block) => block.id === input.blockId);
  if (quiz?.type !== 'quiz') throw badRequest(courseMessageTable.ref('notAQuiz', { blockId: input.blockId, lessonId: input.contentId }));
  // Graded by option id, never by the place it was shown in (product.md §2.12); stored by written place.
  const answer = optionIndexOf(quiz, input.optionId);
  if (answer < 0) throw badRequest(courseMessageTable.ref('notAnOption', { optionId: input.optionId }));
  const correct = answer === quiz.correctAnswer;
  const now = queries.clock().toISOString();
  await db.transaction().execute(async (trx) => {
    await touchCourseProgress(trx, userId, courseId, now);
    const row = { user_id: userId, block_id: quiz.id, lesson_id: lesson.id, course_id: courseId, answer, correct: correct ? 1 : 0, answered_at: now };
    await upsertQuizAnswer(trx, row);
  });
  return { correct, correctOptionId: lessonOptionId(quiz.id, quiz.correctAnswer), explanation: quiz.explanation, progress: await getProgress(queries, outlines, userId, courseId) };
}
