import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Resume } from '@shared/resume/resume';

interface Props {
  /** Undefined while there is no conflict; null when the server's copy was removed. */
  theirs: Resume | null | undefined;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : 'unknown');

/** product.md §2.10: a save that found a newer server copy asks which one to keep. */
export function ConflictDialog({ theirs, onKeepMine, onKeepTheirs }: Props) {
  return (
    <Modal opened={theirs !== undefined} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title="Your resume changed elsewhere" centered>
      <Stack gap="md">
        <Text fz="sm">Your resume was changed on another device or tab since you opened it. Choose which copy to keep.</Text>
        <Text fz="sm" c="dimmed">
          The other copy was saved {when(theirs?.updatedAt)}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepTheirs}>
            Use the other copy
          </Button>
          <Button onClick={onKeepMine}>Keep this device’s copy</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
