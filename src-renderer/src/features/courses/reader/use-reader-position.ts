import type { CourseProgress } from '@shared/api/courses';
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readerEntry, type PlacedLesson, type PlacedLessons } from './course-outline';

const continueModuleOf = (state: unknown): unknown => (state && typeof state === 'object' && 'continueModule' in state ? state.continueModule : undefined);

/**
 * The open lesson lives in the address (?lesson=<id>), so a reload or a shared link opens it again.
 * Until the address names one, the lesson chosen on arrival is open (readerEntry).
 */
export function useReaderPosition(lessons: PlacedLessons, progress: CourseProgress) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  // Decided once, on arrival: later progress changes must not move the learner.
  const [entry] = useState(() => readerEntry(lessons, params.get('lesson'), continueModuleOf(state), progress));
  const requested = params.get('lesson');
  const find = (id: string | null): PlacedLesson | undefined => lessons.find((placed) => placed.lesson.id === id);
  const current = find(requested) ?? find(entry.lessonId) ?? lessons[0];

  const openLesson = useCallback(
    (lessonId: string) => setParams({ lesson: lessonId }, { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { current, openLesson, inAddress: requested === current.lesson.id, welcomeBack: entry.welcomeBack };
}
