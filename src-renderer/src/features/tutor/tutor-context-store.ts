import type { TutorContext } from '@shared/tutor/context';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the learner is looking at, published by the screen (reader, playground) and read by the
 * tutor panel when a question is sent. A module-level store, because the tutor lives in the shell
 * and the screens below it come and go.
 */
let current: TutorContext | undefined;
const listeners = new Set<() => void>();

export function setTutorContext(next: TutorContext | undefined): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getTutorContext(): TutorContext | undefined {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTutorContext(): TutorContext | undefined {
  return useSyncExternalStore(subscribe, getTutorContext, getTutorContext);
}

/** Publishes `context` while the calling screen is mounted; clears it when the screen goes. */
export function usePublishTutorContext(context: TutorContext | undefined): void {
  useEffect(() => {
    setTutorContext(context);
  }, [context]);
  useEffect(() => () => setTutorContext(undefined), []);
}
