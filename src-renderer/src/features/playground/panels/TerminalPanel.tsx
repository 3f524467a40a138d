import { Box, Button, Group, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { FitAddon } from '@xterm/addon-fit';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';
import { usePlaygroundTexts } from '../playground-texts';
import type { TerminalBridge } from '../run/terminal-bridge';
import type { RunStatus } from '../run/use-runner';

interface TerminalPanelProps {
  bridge: TerminalBridge;
  status: RunStatus;
  visible: boolean;
  height: number;
  fontSize: number;
  onStop: () => void;
}

/** Run output, and the keyboard of an interactive run: typing here answers the program's input(). */
export function TerminalPanel({ bridge, status, visible, height, fontSize, onStop }: TerminalPanelProps) {
  const t = usePlaygroundTexts();
  const host = useRef<HTMLDivElement>(null);
  const fit = useRef<FitAddon | null>(null);
  const terminal = useRef<Terminal | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const term = new Terminal({
      convertEol: true,
      cursorBlink: true,
      fontSize: 14,
      scrollback: 5000,
      theme: { background: '#1e1e1e' },
      screenReaderMode: true,
    });
    const fitAddon = new FitAddon();
    term.loadAddon(fitAddon);
    term.open(host.current);
    term.writeln(`\x1b[2m${t('terminalHint')}\x1b[0m`);
    const detach = bridge.attach(term);
    fit.current = fitAddon;
    terminal.current = term;
    return () => {
      detach();
      term.dispose();
      fit.current = null;
      terminal.current = null;
    };
    // The terminal keeps its output when the language changes; only a new one greets in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bridge]);

  useEffect(() => {
    if (terminal.current) terminal.current.options.fontSize = fontSize;
    if (!visible) return;
    const frame = requestAnimationFrame(() => fit.current?.fit());
    const observer = new ResizeObserver(() => fit.current?.fit());
    if (host.current) observer.observe(host.current);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [visible, height, fontSize]);

  return (
    <Box>
      <Group justify="space-between" px="xs" py={4} bg="dark.7">
        <Text fz="xs" c="gray.4" data-testid="run-status">
          {status === 'executing' ? t('statusRunning') : status === 'done' ? t('statusDone') : t('statusIdle')}
        </Text>
        <Button size="compact-xs" variant="subtle" color="gray" leftSection={<IconPlayerStop size={12} />} onClick={onStop} disabled={status !== 'executing'}>
          {t('stop')}
        </Button>
      </Group>
      <Box ref={host} h={height - 30} bg="#1e1e1e" p={4} data-testid="terminal" />
    </Box>
  );
}
