import { FitAddon } from '@xterm/addon-fit';
import { type ITerminalOptions, Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { type RefObject, useEffect } from 'react';

/** An xterm opened in a panel's box, with the addon that sizes it to that box. */
export interface XtermView {
  term: Terminal;
  fit: FitAddon;
}

/** The playground's terminals look alike: the editor's dark background, a long scrollback, read aloud. */
export function openXterm(host: HTMLElement, options: ITerminalOptions = {}): XtermView {
  const term = new Terminal({ cursorBlink: true, fontSize: 14, scrollback: 5000, theme: { background: '#1e1e1e' }, screenReaderMode: true, ...options });
  const fit = new FitAddon();
  term.loadAddon(fit);
  term.open(host);
  return { term, fit };
}

function setFontSize(term: Terminal, fontSize: number): void {
  term.options.fontSize = fontSize;
}

/**
 * Keeps the view's font size and fits it to its box while the panel shows: on showing (a hidden
 * box has no size to fit) and whenever the box is resized.
 */
export function useFittedXterm(host: RefObject<HTMLElement | null>, view: RefObject<XtermView | null>, visible: boolean, height: number, fontSize: number): void {
  useEffect(() => {
    if (view.current) setFontSize(view.current.term, fontSize);
    if (!visible) return;
    const frame = requestAnimationFrame(() => view.current?.fit.fit());
    const observer = new ResizeObserver(() => view.current?.fit.fit());
    if (host.current) observer.observe(host.current);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [host, view, visible, height, fontSize]);
}
