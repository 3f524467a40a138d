import { useCallback, useEffect, useRef, useState } from 'react';
import { onCourseFinished, useCompleteLesson } from './use-progress-mutations';
import { showProgressFailed, showProgressQueued, showProgressSaved } from '../courses/reader/progress-toast';

/** product.md §2.4/§9: the course-complete dialog opens 1.5 s after the last lesson is completed. */
export const courseCompleteDelayMs = 1_500;

/**
 * Completing a lesson and what follows it: confetti (a new burst each time), the percent toast,
 * and the course-complete dialog when a progress write finished the course, this one or a
 * completion kept offline that reached the server since.
 */
export function useLessonCompletion(courseId: string) {
  const { mutate, isPending } = useCompleteLesson(courseId);
  const [burst, setBurst] = useState(0);
  const [courseCompleteOpen, setCourseCompleteOpen] = useState(false);
  const dialogTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(dialogTimer.current), []);
  // Not the call's own answer: a completion kept offline may finish the course when it lands.
  useEffect(
    () =>
      onCourseFinished((finished) => {
        if (finished !== courseId) return;
        clearTimeout(dialogTimer.current);
        dialogTimer.current = setTimeout(() => setCourseCompleteOpen(true), courseCompleteDelayMs);
      }),
    [courseId],
  );

  const complete = useCallback(
    (lessonId: string) =>
      mutate(lessonId, {
        onSuccess: ({ progress, queued }) => {
          setBurst((count) => count + 1);
          if (queued) showProgressQueued(progress.percent);
          else showProgressSaved(progress.percent);
        },
        onError: showProgressFailed,
      }),
    [mutate],
  );

  return { complete, saving: isPending, burst, courseCompleteOpen, setCourseCompleteOpen };
}
