import type { CourseProgress } from '@shared/api/progress';
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readerEntry, type PlacedLesson, type PlacedLessons } from '@shared/courses/course-outline';

const continueModuleOf = (state: unknown): unknown => (state && typeof state === 'object' && 'continueModule' in state ? state.continueModule : undefined);

/**
 * The open lesson. It is mirrored in the address (?lesson=<id>) so a reload or a shared link opens
 * it again, and a new address (back, forward, a search result) opens its lesson; but the state
 * leads, because the router applies an address change later than the click that asked for it.
 */
export function useReaderPosition(lessons: PlacedLessons, progress: CourseProgress) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const requested = params.get('lesson');
  // Decided once, on arrival: later progress changes must not move the learner.
  const [entry] = useState(() => readerEntry(lessons, requested, continueModuleOf(state), progress));
  const [lessonId, setLessonId] = useState(entry.lessonId);
  const [seenInAddress, setSeenInAddress] = useState(requested);
  const find = (id: string | null): PlacedLesson | undefined => lessons.find((placed) => placed.lesson.id === id);
  if (requested !== seenInAddress) {
    setSeenInAddress(requested);
    if (requested !== null && find(requested)) setLessonId(requested);
  }

  const openLesson = useCallback(
    (id: string) => {
      setLessonId(id);
      setSeenInAddress(id);
      setParams({ lesson: id }, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  const current = find(lessonId) ?? lessons[0];
  return { current, openLesson, inAddress: requested === current.lesson.id, welcomeBack: entry.welcomeBack };
}
