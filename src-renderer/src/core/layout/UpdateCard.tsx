import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { aboveBottomBar } from './bottom-bar';

interface UpdateCardProps {
  title: string;
  body?: string;
  closeLabel: string;
  onClose: () => void;
  /** A progress bar, an error, the card's buttons: whatever the edition's update needs below its words. */
  children?: ReactNode;
  testId?: string;
}

/**
 * The corner card that tells of a new version, the same in both editions: the desktop's download
 * and restart, and the web edition's new build. Above the phone's bottom bar, announced politely.
 */
export function UpdateCard({ title, body, closeLabel, onClose, children, testId }: UpdateCardProps) {
  return (
    <Paper
      role="status"
      aria-live="polite"
      data-testid={testId}
      withBorder
      shadow="md"
      p="md"
      radius="md"
      pos="fixed"
      bottom={aboveBottomBar(16)}
      left={16}
      w="min(380px, calc(100vw - 32px))"
      style={{ zIndex: 300 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{title}</Text>
          <CloseButton aria-label={closeLabel} onClick={onClose} />
        </Group>
        {body && <Text size="sm">{body}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
