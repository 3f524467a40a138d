import type { LessonOutline, ModuleOutline } from '../api/courses';
import type { CourseProgress } from '../api/progress';
import { coursePercent } from '../progress/percent';

/** A lesson with its place in the course: the reader moves through the course as one list. */
export interface PlacedLesson {
  lesson: LessonOutline;
  module: ModuleOutline;
  moduleIndex: number;
  /** 0-based place in the whole course. */
  index: number;
}

export type PlacedLessons = readonly [PlacedLesson, ...PlacedLesson[]];

export const hasLessons = (lessons: readonly PlacedLesson[]): lessons is PlacedLessons => lessons.length > 0;

export function placeLessons(modules: readonly ModuleOutline[]): PlacedLesson[] {
  const placed: PlacedLesson[] = [];
  [...modules]
    .sort((a, b) => a.position - b.position)
    .forEach((module, moduleIndex) => {
      for (const lesson of [...module.lessons].sort((a, b) => a.position - b.position)) placed.push({ lesson, module, moduleIndex, index: placed.length });
    });
  return placed;
}

export function modulePercent(module: ModuleOutline, progress: CourseProgress): number {
  const done = new Set(progress.completedLessonIds);
  return coursePercent(module.lessons.filter((lesson) => done.has(lesson.id)).length, module.lessons.length);
}

export const isAllComplete = (progress: CourseProgress) => progress.totalLessons > 0 && progress.completedLessonIds.length >= progress.totalLessons;

/**
 * True when a progress write takes the course from unfinished to finished: the moment the Course
 * Complete dialog opens (product.md §2.4), whichever write it was (a completion answered, one kept
 * offline, or a kept one that reached the server later). Once finished, later writes do not again.
 */
export const finishesCourse = (before: CourseProgress | undefined, after: CourseProgress) =>
  before !== undefined && before.courseId === after.courseId && !isAllComplete(before) && isAllComplete(after);

/** Where Welcome Back's Continue Learning goes: the last visited lesson, else the first one not done. */
export function resumeLesson(lessons: PlacedLessons, progress: CourseProgress): PlacedLesson {
  const done = new Set(progress.completedLessonIds);
  return (
    lessons.find((placed) => placed.lesson.id === progress.lastVisitedLessonId) ??
    lessons.find((placed) => !done.has(placed.lesson.id) && !placed.lesson.locked) ??
    lessons[0]
  );
}

export interface ReaderEntry {
  lessonId: string;
  /** product.md §2.4: offer Welcome Back when saved progress has a completed lesson and nothing chose a lesson. */
  welcomeBack: boolean;
}

/**
 * The lesson the reader opens on: the one in the address (?lesson=, a reload or a search result),
 * else the content item navigation state named (continueModule, product.md §2.2), else the first lesson.
 */
export function readerEntry(lessons: PlacedLessons, requested: string | null, continueModule: unknown, progress: CourseProgress): ReaderEntry {
  const linked = lessons.find((placed) => placed.lesson.id === requested);
  if (linked) return { lessonId: linked.lesson.id, welcomeBack: false };
  if (typeof continueModule === 'number' && Number.isInteger(continueModule)) {
    const index = Math.min(Math.max(continueModule, 0), lessons.length - 1);
    return { lessonId: (lessons[index] ?? lessons[0]).lesson.id, welcomeBack: false };
  }
  return { lessonId: lessons[0].lesson.id, welcomeBack: progress.completedLessonIds.length > 0 };
}
