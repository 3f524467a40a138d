import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { useAdminTexts } from '../admin-texts';

/** Asks before leaving the admin panel with unsaved changes (the browser's copy stays either way). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const t = useAdminTexts();
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal opened onClose={() => blocker.reset()} title={t('leaveTitle')} centered>
      <Text fz="sm" mb="md">
        {t('leaveText')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset()} data-autofocus>
          {t('stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed()}>
          {t('leave')}
        </Button>
      </Group>
    </Modal>
  );
}
