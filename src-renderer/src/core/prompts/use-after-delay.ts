import { useEffect, useState } from 'react';
import { delayLeft, pageShownSince } from './page-shown-since';

/**
 * True once `delayMs` has passed since the document loaded or, given a page's address, since that
 * page was shown (counted again when it changes). A prompt that must wait for the sign-in check
 * combines this with the check's own state, so a slow check delays the prompt instead of
 * cancelling it.
 */
export function useAfterDelay(delayMs: number, pathname?: string): boolean {
  const key = pathname ?? '';
  const [dueFor, setDueFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    const since = pathname === undefined ? 0 : pageShownSince(pathname);
    const timer = setTimeout(() => setDueFor(pathname ?? ''), delayLeft(delayMs, since));
    return () => clearTimeout(timer);
  }, [delayMs, pathname]);
  return dueFor === key;
}
