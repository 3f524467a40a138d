import type { CourseSummary, Lesson, ModuleOutline } from '@shared/api/courses';
import type { CourseProgress } from '@shared/api/progress';
import { contentBlock, explanationBlock } from '@shared/courses/blocks';
import { inferCategory, type Category } from '@shared/courses/categories';
import { serveBlocks } from '@shared/courses/lesson-quiz';
import { isLessonLocked } from '@shared/courses/lock';
import { courseMessageTable } from '@shared/courses/messages';
import { readMinutes } from '@shared/courses/read-time';
import { coursePercent } from '@shared/progress/percent';
import { courseProgressOf } from '@shared/progress/course-progress';
import { isQuizSubmitted } from '@shared/progress/quiz-submitted';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import { courseReplyBody, writeOutline, type WrittenOutline } from './course-reply';
import type { CourseReplyCache } from './course-reply-cache';
import type { createOutlineCache } from './outline-cache';
import { catalogue, type CourseQueries, type LessonBodyRow, type LessonOutlineRow } from './queries';

const idList = z.array(z.string());
const storedBlocks = z.array(contentBlock);
const storedExplanations = z.array(explanationBlock);

export type OutlineCache = ReturnType<typeof createOutlineCache<PreparedOutline>>;

export const courseNotFound = (courseId: string) => notFound(courseMessageTable.ref('courseNotFound', { id: courseId }));
export const lessonNotFound = (lessonId: string) => notFound(courseMessageTable.ref('lessonNotFound', { id: lessonId }));
export const premiumRequired = () => new AppError('PREMIUM_REQUIRED', courseMessageTable.ref('premium'), 403);

/** Stored categories are inferred at seed time; an unexpected value is shown as Misc (hidden). */
const asCategory = (title: string): Category => inferCategory(title);

export function quizBlockIds(rows: ReadonlyArray<{ quiz_block_ids_json: string }>): string[] {
  return rows.flatMap((row) => idList.parse(JSON.parse(row.quiz_block_ids_json)));
}

function outline(modules: Awaited<ReturnType<CourseQueries['modules']>>, lessons: readonly LessonOutlineRow[], premium: boolean): ModuleOutline[] {
  const byModule = new Map<string, LessonOutlineRow[]>();
  for (const lesson of lessons) {
    const list = byModule.get(lesson.module_id) ?? [];
    list.push(lesson);
    byModule.set(lesson.module_id, list);
  }
  return modules.map((module) => ({
    id: module.id,
    title: module.title,
    description: module.description,
    position: module.position,
    lessons: (byModule.get(module.id) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        position: lesson.position,
        locked: isLessonLocked(lesson.position, premium),
        readMinutes: readMinutes(lesson.word_count),
      })),
  }));
}

/** A course's outline prepared once per cache period: both lock variants written, lesson ids and quiz ids. */
export interface PreparedOutline {
  written: WrittenOutline;
  lessonIds: string[];
  quizIds: string[];
}

export async function loadOutline(queries: CourseQueries, courseId: string): Promise<PreparedOutline | undefined> {
  const [course, modules, lessons] = await Promise.all([queries.course(courseId), queries.modules(courseId), queries.lessons(courseId)]);
  if (!course) return undefined;
  const premium = outline(modules, lessons, true);
  const summary = { id: course.id, title: course.title, description: course.description, thumbnail: course.thumbnail, category: asCategory(course.title) };
  return {
    written: writeOutline(summary, outline(modules, lessons, false), premium),
    lessonIds: premium.flatMap((m) => m.lessons.map((l) => l.id)),
    quizIds: quizBlockIds(lessons),
  };
}

/** The reader's one request, as the JSON it is answered with: course, outline with locks, and the caller's progress. */
export async function getCourseBody(queries: CourseQueries, outlines: OutlineCache, replies: CourseReplyCache, userId: string, courseId: string): Promise<Buffer> {
  const prepared = await outlines.get(courseId);
  if (!prepared) throw courseNotFound(courseId);
  const now = queries.clock();
  const nowMs = now.getTime();
  const kept = replies.get(userId, courseId, prepared, nowMs);
  if (kept) return kept;
  const stamp = replies.stamp();
  const state = await queries.learnerState(userId, courseId, now);
  const progress = courseProgressOf(courseId, prepared.lessonIds, prepared.quizIds, state.completed, state.answered, state.visit);
  const body = courseReplyBody(prepared.written, state.premium, progress);
  const untilMs = state.premiumChangesAt === undefined ? Number.POSITIVE_INFINITY : Date.parse(state.premiumChangesAt);
  replies.keep(stamp, userId, courseId, { outline: prepared, body, fromMs: nowMs, untilMs });
  return body;
}

export async function getProgress(queries: CourseQueries, outlines: OutlineCache, userId: string, courseId: string): Promise<CourseProgress> {
  const [prepared, state] = await Promise.all([outlines.get(courseId), queries.learnerState(userId, courseId)]);
  if (!prepared) throw courseNotFound(courseId);
  return courseProgressOf(courseId, prepared.lessonIds, prepared.quizIds, state.completed, state.answered, state.visit);
}

/** A lesson as one learner is served it: `picks` are their last answers to its quizzes (block id to written place). */
export function toLesson(row: LessonBodyRow, userId: string, picks: ReadonlyMap<string, number>): Lesson {
  return {
    id: row.id,
    courseId: row.course_id,
    moduleId: row.module_id,
    moduleTitle: row.module_title,
    title: row.title,
    position: row.position,
    locked: false,
    html: row.html,
    contentBlocks: serveBlocks(storedBlocks.parse(JSON.parse(row.blocks_json)), userId, picks),
    explanationBlocks: storedExplanations.parse(JSON.parse(row.explanation_json)),
    wordCount: row.word_count,
    readMinutes: readMinutes(row.word_count),
  };
}

/**
 * A lesson the caller may read. A locked lesson's body never leaves the server: a free learner
 * gets 403 PREMIUM_REQUIRED, which the reader turns into the upsell.
 */
export async function readableLesson(queries: CourseQueries, userId: string, lessonId: string, courseId?: string): Promise<LessonBodyRow> {
  const row = await queries.lesson(lessonId);
  if (!row || (courseId !== undefined && row.course_id !== courseId)) {
    if (courseId !== undefined && !(await queries.course(courseId))) throw courseNotFound(courseId);
    throw courseId === undefined ? lessonNotFound(lessonId) : notFound(courseMessageTable.ref('lessonNotInCourse', { lessonId, courseId }));
  }
  if (isLessonLocked(row.position, await queries.isPremium(userId))) throw premiumRequired();
  return row;
}

/** A learner's catalogue, with their progress and whether they are premium, as the list route answers it. */
export async function learnerCatalogue(db: Kysely<Database>, queries: CourseQueries, userId: string): Promise<{ courses: CourseSummary[]; premium: boolean }> {
  return listCourses(db, userId, await queries.isPremium(userId));
}

/** A lesson as one learner reads it, with their last quiz answers; not found, or premium required, when they may not read it. */
export async function lessonFor(queries: CourseQueries, userId: string, lessonId: string): Promise<Lesson> {
  const [row, picks] = await Promise.all([readableLesson(queries, userId, lessonId), queries.lessonPicks(userId, lessonId)]);
  return toLesson(row, userId, picks);
}

export async function listCourses(db: Kysely<Database>, userId: string, premium: boolean): Promise<{ courses: CourseSummary[]; premium: boolean }> {
  const data = await catalogue(db, userId);
  const moduleCounts = new Map(data.modules.map((m) => [m.course_id, Number(m.count)]));
  const completedCounts = new Map(data.completed.map((c) => [c.course_id, Number(c.count)]));
  const visits = new Map(data.visits.map((v) => [v.course_id, v.last_visited_at]));
  const lessonCounts = new Map<string, number>();
  const quizIds = new Map<string, string[]>();
  for (const lesson of data.lessons) {
    lessonCounts.set(lesson.course_id, (lessonCounts.get(lesson.course_id) ?? 0) + 1);
    quizIds.set(lesson.course_id, [...(quizIds.get(lesson.course_id) ?? []), ...quizBlockIds([lesson])]);
  }
  const answered = new Set(data.answered.map((a) => a.block_id));
  const courses = data.courses.map((course): CourseSummary => {
    const lessonCount = lessonCounts.get(course.id) ?? 0;
    const completedLessons = Math.min(completedCounts.get(course.id) ?? 0, lessonCount);
    const quizzes = quizIds.get(course.id) ?? [];
    return {
      id: course.id,
      title: course.title,
      description: course.description,
      thumbnail: course.thumbnail,
      category: asCategory(course.title),
      order: course.sort_order,
      moduleCount: moduleCounts.get(course.id) ?? 0,
      lessonCount,
      completedLessons,
      quizSubmitted: isQuizSubmitted(quizzes, (id) => answered.has(id)),
      percent: coursePercent(completedLessons, lessonCount),
      lastVisitedAt: visits.get(course.id) ?? null,
    };
  });
  return { courses, premium };
}
