import { useCallback, useEffect, useRef } from 'react';

// Also read by bottom-bar.module.css, which lifts the toasts.
const heightVariable = '--ks-bottom-bar';

/** The height of the bar floating along the window's bottom edge, as CSS: 0px while none shows. */
export const bottomBarHeight = `var(${heightVariable}, 0px)`;

/**
 * Where a control floating `gap` px above the window's bottom edge belongs: above the bar when one
 * shows, so a reminder never covers the tutor's button, the toasts or a page's own floating button.
 */
export const aboveBottomBar = (gap: number): string => `calc(${gap}px + ${bottomBarHeight})`;

function publish(height: number | null): void {
  const root = document.documentElement;
  if (height === null) {
    root.style.removeProperty(heightVariable);
    document.body.style.removeProperty('padding-bottom');
    return;
  }
  root.style.setProperty(heightVariable, `${Math.ceil(height)}px`);
  // Room under the page's end, so its last lines can still scroll into sight above the bar.
  document.body.style.setProperty('padding-bottom', bottomBarHeight);
}

/**
 * A ref for the bar itself: while it is mounted its height (followed as its text wraps on a
 * narrower window) lifts every floating control above it and pads the page's end. Floating over
 * the page instead of taking a place in its flow, the bar moves nothing the learner is reading.
 */
export function useBottomBar<T extends HTMLElement>(): (element: T | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      publish(null);
    },
    [],
  );
  return useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      publish(null);
      return;
    }
    publish(element.getBoundingClientRect().height);
    observer.current = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize[0];
      if (size) publish(size.blockSize);
    });
    observer.current.observe(element);
  }, []);
}
