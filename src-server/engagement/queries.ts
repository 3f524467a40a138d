import { z } from 'zod';
import type { Executor } from '../db/executor';

const idList = z.array(z.string());

/** Learning minutes per local day since `fromDay` (inclusive). */
export async function activityDays(db: Executor, userId: string, fromDay: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom('activity_days').select(['day', 'minutes']).where('user_id', '=', userId).where('day', '>=', fromDay).execute();
  return Object.fromEntries(rows.map((row) => [row.day, Number(row.minutes)]));
}

export async function totalActivityMinutes(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('activity_days')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('minutes'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The catalogue with lesson and quiz-block counts per course. */
export async function courseTotals(db: Executor) {
  const [courses, lessons] = await Promise.all([
    db.selectFrom('courses').select(['id', 'title', 'description', 'category', 'thumbnail', 'sort_order']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('lessons').select(['course_id', 'quiz_block_ids_json']).execute(),
  ]);
  const lessonCount = new Map<string, number>();
  const quizIds = new Map<string, string[]>();
  for (const lesson of lessons) {
    lessonCount.set(lesson.course_id, (lessonCount.get(lesson.course_id) ?? 0) + 1);
    quizIds.set(lesson.course_id, [...(quizIds.get(lesson.course_id) ?? []), ...idList.parse(JSON.parse(lesson.quiz_block_ids_json))]);
  }
  return courses.map((course) => ({ ...course, totalLessons: lessonCount.get(course.id) ?? 0, quizIds: quizIds.get(course.id) ?? [] }));
}

/** Everything the caller has done: started courses, completed lessons (with titles), answered quizzes. */
export async function learnerRecords(db: Executor, userId: string) {
  const [started, completed, answered] = await Promise.all([
    db.selectFrom('course_progress').select(['course_id', 'started_at']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('completed_lessons')
      .innerJoin('lessons', 'lessons.id', 'completed_lessons.lesson_id')
      .select(['completed_lessons.lesson_id', 'completed_lessons.course_id', 'completed_lessons.completed_at', 'lessons.title'])
      .where('completed_lessons.user_id', '=', userId)
      .execute(),
    db.selectFrom('quiz_answers').select(['course_id', 'block_id']).where('user_id', '=', userId).execute(),
  ]);
  return { started, completed, answered };
}

/** True when this call created the day's row. */
export async function insertFirstBeat(db: Executor, userId: string, day: string, minute: number): Promise<boolean> {
  const inserted = await db
    .insertInto('activity_days')
    .values({ user_id: userId, day, minutes: 1, last_beat_minute: minute })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Adds a minute unless this minute already counted or the day is full; true when it did. */
export async function addBeatMinute(db: Executor, userId: string, day: string, minute: number, maxMinutes: number): Promise<boolean> {
  const updated = await db
    .updateTable('activity_days')
    .set((eb) => ({ minutes: eb('minutes', '+', 1), last_beat_minute: minute }))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('last_beat_minute', '<', minute)
    .where('minutes', '<', maxMinutes)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function minutesOfDay(db: Executor, userId: string, day: string): Promise<number> {
  const row = await db.selectFrom('activity_days').select('minutes').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return Number(row?.minutes ?? 0);
}

export function findTimeZone(db: Executor, userId: string) {
  return db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
}
