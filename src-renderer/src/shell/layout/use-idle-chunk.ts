import { startTransition, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../core/when-idle';

/**
 * A module the first paint can do without (a menu's dropdown and what it needs): fetched when the
 * browser is first idle, or at once through `request` when someone reaches for it sooner.
 * Undefined until it has arrived; a failed fetch leaves it so, and the next `request` tries again.
 */
export function useIdleChunk<T>(load: () => Promise<T>): { chunk: T | undefined; request: () => void } {
  const [chunk, setChunk] = useState<T>();
  const request = useCallback(() => {
    // As a transition: the arriving menu renders in slices instead of one task while the page may still be loading.
    load().then((loaded) => startTransition(() => setChunk(loaded)), () => undefined);
  }, [load]);
  useEffect(() => {
    if (chunk) return;
    return whenIdle(request);
  }, [chunk, request]);
  return { chunk, request };
}
