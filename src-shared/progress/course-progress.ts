import type { CourseProgress } from '../api/progress';
import { coursePercent } from './percent';
import { isQuizSubmitted } from './quiz-submitted';

export interface LastVisit {
  lessonId: string | null;
  at: string | null;
}

/**
 * A learner's progress in a course as the course stands now: only lessons and quiz blocks still in
 * it count (an edited course may have dropped some), in the course's order.
 */
export function courseProgressOf(
  courseId: string,
  lessonIds: readonly string[],
  quizIds: readonly string[],
  completed: readonly string[],
  answered: readonly string[],
  visit: LastVisit | undefined,
): CourseProgress {
  const done = new Set(completed);
  const completedLessonIds = lessonIds.filter((id) => done.has(id));
  const answeredSet = new Set(answered);
  return {
    courseId,
    completedLessonIds,
    lastVisitedLessonId: visit?.lessonId ?? null,
    lastVisitedAt: visit?.at ?? null,
    quizSubmitted: isQuizSubmitted(quizIds, (id) => answeredSet.has(id)),
    answeredQuizBlockIds: quizIds.filter((id) => answeredSet.has(id)),
    totalLessons: lessonIds.length,
    percent: coursePercent(completedLessonIds.length, lessonIds.length),
  };
}
