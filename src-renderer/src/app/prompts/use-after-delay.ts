import { useEffect, useState } from 'react';

/**
 * True once `delayMs` has passed since the component mounted (or since `restartKey` changed). A
 * prompt that must wait for the sign-in check combines this with the check's own state, so a slow
 * check delays the prompt instead of cancelling it.
 */
export function useAfterDelay(delayMs: number, restartKey = ''): boolean {
  const [dueFor, setDueFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setDueFor(restartKey), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, restartKey]);
  return dueFor === restartKey;
}
