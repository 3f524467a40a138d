import type { CourseProgress } from '@shared/api/courses';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import type { CourseQueries } from '../courses/queries';
import { getProgress, readableLesson, type OutlineCache } from '../courses/service';
import { insertCompletedLesson, touchCourseProgress, upsertQuizAnswer } from './queries';

/**
 * Progress writes. Each first checks that the lesson belongs to the course and that the caller may
 * read it (a free learner cannot complete a locked lesson), then writes in one transaction, so a
 * refused request changes nothing.
 */
export async function recordVisit(db: Kysely<Database>, queries: CourseQueries, outlines: OutlineCache, userId: string, courseId: string, lessonId: string): Promise<CourseProgress> {
  await readableLesson(queries, userId, lessonId, courseId);
  const now = new Date().toISOString();
  await db.transaction().execute((trx) => touchCourseProgress(trx, userId, courseId, now, lessonId));
  return getProgress(queries, outlines, userId, courseId);
}

export async function recordCompletion(db: Kysely<Database>, queries: CourseQueries, outlines: OutlineCache, userId: string, courseId: string, lessonId: string): Promise<CourseProgress> {
  await readableLesson(queries, userId, lessonId, courseId);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await touchCourseProgress(trx, userId, courseId, now);
    await insertCompletedLesson(trx, userId, courseId, lessonId, now);
  });
  return getProgress(queries, outlines, userId, courseId);
}

const quizShape = z.object({ id: z.string(), type: z.literal('quiz'), options: z.array(z.string()), correctAnswer: z.number(), explanation: z.string() });
const storedBlocks = z.array(z.object({ id: z.string(), type: z.string() }).loose());

export async function recordQuizAnswer(
  db: Kysely<Database>,
  queries: CourseQueries,
  outlines: OutlineCache,
  userId: string,
  courseId: string,
  input: { contentId: string; blockId: string; answer: number },
): Promise<{ correct: boolean; correctAnswer: number; explanation: string; progress: CourseProgress }> {
  const lesson = await readableLesson(queries, userId, input.contentId, courseId);
  const found = storedBlocks.parse(JSON.parse(lesson.blocks_json)).find((block) => block.id === input.blockId && block.type === 'quiz');
  if (!found) throw badRequest(`"${input.blockId}" is not a quiz in lesson "${input.contentId}".`);
  const quiz = quizShape.parse(found);
  if (input.answer >= quiz.options.length) throw badRequest(`Choose one of the ${quiz.options.length} options.`);
  const correct = input.answer === quiz.correctAnswer;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await touchCourseProgress(trx, userId, courseId, now);
    const row = { user_id: userId, block_id: quiz.id, lesson_id: lesson.id, course_id: courseId, answer: input.answer, correct: correct ? 1 : 0, answered_at: now };
    await upsertQuizAnswer(trx, row);
  });
  return { correct, correctAnswer: quiz.correctAnswer, explanation: quiz.explanation, progress: await getProgress(queries, outlines, userId, courseId) };
}
