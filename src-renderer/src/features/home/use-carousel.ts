import { useCallback, useEffect, useRef, useState } from 'react';

export interface CarouselControls {
  index: number;
  go(index: number): void;
  next(): void;
  previous(): void;
  setPaused(paused: boolean): void;
}

/** Wrap-around slide index with auto-advance that stops while paused or when disabled. */
export function useCarousel(count: number, intervalMs: number, autoplay: boolean): CarouselControls {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const go = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  // Restart the countdown after every change, so a manual move gets a full interval too.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!autoplay || paused || count < 2) return;
    timer.current = setTimeout(next, intervalMs);
    return () => clearTimeout(timer.current);
  }, [autoplay, paused, count, intervalMs, next, index]);

  return { index, go, next, previous, setPaused };
}
