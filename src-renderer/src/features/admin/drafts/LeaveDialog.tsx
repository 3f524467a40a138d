import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/** Asks before leaving the admin panel with unsaved changes (the browser's copy stays either way). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal opened onClose={() => blocker.reset()} title="Leave without saving?" centered>
      <Text fz="sm" mb="md">
        You have unsaved changes in the admin panel. A copy stays in this browser and is offered back when you return.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
