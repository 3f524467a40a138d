import { ActionIcon, Code, Group, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { notify } from '../../../app/notifications/notify';
import { dashboardMessages } from './dashboard-messages';

/** The code teammates join with, and a button that copies it. */
export function TeamCode({ code }: { code: string }) {
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => notify({ type: 'success', title: 'Team', message: dashboardMessages.codeCopied, duration: 3_000 }),
      () => notify({ type: 'error', title: 'Team', message: dashboardMessages.codeCopyFailed }),
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fz="sm" c="dimmed">
        Team code
      </Text>
      <Code fz="md" fw={700} style={{ letterSpacing: '0.15em' }} data-testid="team-code">
        {code}
      </Code>
      <Tooltip label="Copy team code">
        <ActionIcon variant="light" aria-label="Copy team code" onClick={() => void copy()}>
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
