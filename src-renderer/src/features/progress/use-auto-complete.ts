import { useEffect, useRef } from 'react';

/** product.md §2.4/§9: an opened lesson counts as read after 1.5 s. */
export const autoCompleteDelayMs = 1_500;

/**
 * Completes the open lesson once it has been shown for 1.5 s, if it is not complete already. One
 * try per lesson: a failed save shows its toast once, and Mark as Complete is there to retry.
 */
export function useAutoComplete(lessonId: string, ready: boolean, complete: (lessonId: string) => void): void {
  const tried = useRef(new Set<string>());
  useEffect(() => {
    if (!ready || tried.current.has(lessonId)) return;
    const timer = setTimeout(() => {
      tried.current.add(lessonId);
      complete(lessonId);
    }, autoCompleteDelayMs);
    return () => clearTimeout(timer);
  }, [lessonId, ready, complete]);
}
