import { useEffect, useRef, useState } from 'react';
import { useIdleChunk } from './use-idle-chunk';

/**
 * A header menu whose code arrives after the first paint (use-idle-chunk.ts): until then its button
 * is a plain one with these props. A press opens the menu once the code is here, and a button that
 * had the focus hands it to the real one.
 */
export function useDeferredMenu<T>(load: () => Promise<T>, open: () => void) {
  const { chunk, request } = useIdleChunk(load);
  const [focused, setFocused] = useState(false);
  const press = () => {
    open();
    request();
  };
  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    // From the press, not the click: should the menu arrive between press and release, the
    // release lands on the new button and no click reaches this one.
    onPointerDown: press,
    onClick: press,
  };
  return { chunk, focused, buttonProps };
}

/** The real menu's button: takes the focus at the moment it replaces a focused plain one, unless it opens. */
export function useFocusOnArrival(focused: boolean, opened: boolean) {
  const target = useRef<HTMLButtonElement>(null);
  const arrived = useRef({ focused, opened });
  useEffect(() => {
    if (arrived.current.focused && !arrived.current.opened) target.current?.focus();
  }, []);
  return target;
}
