import { Box, Button, Group, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { usePlaygroundTexts } from '../playground-texts';
import type { TerminalBridge } from '../run/terminal-bridge';
import type { RunStatus } from '../run/use-runner';
import { openXterm, useFittedXterm, type XtermView } from './xterm-view';

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
  const view = useRef<XtermView | null>(null);

  useEffect(() => {
    if (!host.current) return;
    view.current = openXterm(host.current, { convertEol: true });
    const { term } = view.current;
    term.writeln(`\x1b[2m${t('terminalHint')}\x1b[0m`);
    const detach = bridge.attach(term);
    return () => {
      detach();
      term.dispose();
      view.current = null;
    };
    // The terminal keeps its output when the language changes; only a new one greets in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bridge]);

  useFittedXterm(host, view, visible, height, fontSize);

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
