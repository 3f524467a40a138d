import type { CourseProgress } from '@shared/api/progress';
import { useState } from 'react';
import { modulePercent, type PlacedLesson, type PlacedLessons } from '@shared/courses/course-outline';

export type PendingMove = { kind: 'module-complete' | 'leave-module'; from: PlacedLesson; to: PlacedLesson; modulePercent: number };

/**
 * Previous and next, with product.md §2.4's rule for crossing into another module: a fully completed
 * module says Module Complete first, an unfinished one warns (Moving to Next Module). Moves within
 * a module, and any move the learner picks in the Modules drawer, go straight there.
 */
export function useLessonMoves(lessons: PlacedLessons, current: PlacedLesson, progress: CourseProgress, openLesson: (id: string) => void, onCourseEnd: () => void) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const previous = lessons[current.index - 1];
  const next = lessons[current.index + 1];

  const goPrevious = () => {
    if (previous) openLesson(previous.lesson.id);
  };
  const goNext = () => {
    if (!next) return onCourseEnd();
    if (next.moduleIndex === current.moduleIndex) return openLesson(next.lesson.id);
    const percent = modulePercent(current.module, progress);
    setPending({ kind: percent >= 100 ? 'module-complete' : 'leave-module', from: current, to: next, modulePercent: percent });
  };
  const confirm = () => {
    if (pending) openLesson(pending.to.lesson.id);
    setPending(null);
  };
  const cancel = () => setPending(null);

  return { previous, next, goPrevious, goNext, pending, confirm, cancel };
}
