import { createContext, useContext, useEffect, useId } from 'react';

/**
 * React Router allows one navigation blocker at a time, so each admin form reports whether it has
 * unsaved changes here and the panel holds the one blocker for all of them.
 */
export const DirtyContext = createContext<((id: string, dirty: boolean) => void) | null>(null);

export function useReportDirty(dirty: boolean): void {
  const report = useContext(DirtyContext);
  const id = useId();
  useEffect(() => {
    report?.(id, dirty);
    return () => report?.(id, false);
  }, [report, id, dirty]);
}
