import { Box } from '@mantine/core';
import type { KodeshalaBridge } from '@shared/bridge';
import { useEffect, useRef } from 'react';
import { usePlaygroundTexts } from '../playground-texts';
import { openXterm, useFittedXterm, type XtermView } from './xterm-view';

interface ShellPanelProps {
  terminal: KodeshalaBridge['terminal'];
  /** The open folder project: the shell starts in its folder (else the home folder), and a new one starts when it changes. */
  folderId: string | null;
  visible: boolean;
  height: number;
  fontSize: number;
}

// The bridge's bounds for a terminal's size.
const size = (columns: number, rows: number) => ({ columns: Math.min(1000, Math.max(2, columns)), rows: Math.min(500, Math.max(1, rows)) });

/** Desktop only: the learner's own shell, started by main and ended when this panel goes away. */
export function ShellPanel({ terminal, folderId, visible, height, fontSize }: ShellPanelProps) {
  const t = usePlaygroundTexts();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<XtermView | null>(null);

  useEffect(() => {
    if (!host.current) return;
    view.current = openXterm(host.current);
    const { term } = view.current;
    let id: string | undefined;
    let gone = false;
    // The shell's first prompt can arrive before its id does.
    const early: Array<{ id: string; data: string }> = [];
    const stopData = terminal.onData((chunk) => (id === undefined ? early.push(chunk) : chunk.id === id && term.write(chunk.data)));
    const stopExit = terminal.onExit((exit) => {
      if (exit.id !== id) return;
      id = undefined;
      term.writeln(`\r\n\x1b[2m${t('shellEnded')}\x1b[0m`);
    });
    const { columns, rows } = size(term.cols, term.rows);
    terminal
      .open({ folderId, columns, rows })
      .then((opened) => {
        if (gone) return void terminal.close(opened.id);
        id = opened.id;
        for (const chunk of early.splice(0)) if (chunk.id === id) term.write(chunk.data);
      })
      .catch(() => term.writeln(t('shellFailed')));
    const input = term.onData((data) => id && void terminal.write(id, data));
    const resized = term.onResize((next) => {
      const bounded = size(next.cols, next.rows);
      if (id) void terminal.resize(id, bounded.columns, bounded.rows);
    });
    return () => {
      gone = true;
      stopData();
      stopExit();
      input.dispose();
      resized.dispose();
      if (id) void terminal.close(id);
      term.dispose();
      view.current = null;
    };
    // The shell lives as long as the panel and its folder: a change of language does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [terminal, folderId]);

  useFittedXterm(host, view, visible, height, fontSize);

  return <Box ref={host} h={height} p={4} bg="#1e1e1e" aria-label={t('shell')} />;
}
