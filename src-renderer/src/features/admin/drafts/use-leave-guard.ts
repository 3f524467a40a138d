import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes are never lost silently: while `dirty`, leaving the page asks first, both within
 * the app (react-router's blocker, answered by LeaveDialog) and for a reload or a closed tab (the
 * browser's own beforeunload prompt).
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows its prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
