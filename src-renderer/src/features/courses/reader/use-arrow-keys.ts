import { useEffect, useEffectEvent } from 'react';

/** Typing in a field (a quiz, the search box) must not turn the page. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Left and right arrows move between lessons, unless a modifier is held or the learner is typing. */
export function useArrowKeys(enabled: boolean, onLeft: () => void, onRight: () => void): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
    if (event.key === 'ArrowLeft') onLeft();
    else if (event.key === 'ArrowRight') onRight();
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
