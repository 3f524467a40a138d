import { useEffect, useRef } from 'react';

/**
 * Ctrl/Cmd+Enter runs and Ctrl/Cmd+S saves, from anywhere on the page, the editor included (the
 * listener runs in the capture phase, before Monaco handles the key).
 */
export function useShortcuts(handlers: { run: () => void; save: () => void }): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.run();
      } else if (event.key.toLowerCase() === 's' && !event.shiftKey) {
        event.preventDefault();
        event.stopPropagation();
        latest.current.save();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
