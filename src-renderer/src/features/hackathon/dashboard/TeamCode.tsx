import { ActionIcon, Code, Group, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { notify } from '../../../core/notifications/notify';
import { useDashboardTexts } from './dashboard-texts';

/** The code teammates join with, and a button that copies it. */
export function TeamCode({ code }: { code: string }) {
  const t = useDashboardTexts();
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => notify({ type: 'success', title: t('team'), message: t('codeCopied'), duration: 3_000 }),
      () => notify({ type: 'error', title: t('team'), message: t('codeCopyFailed') }),
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fz="sm" c="dimmed">
        {t('teamCode')}
      </Text>
      <Code fz="md" fw={700} style={{ letterSpacing: '0.15em' }} data-testid="team-code">
        {code}
      </Code>
      <Tooltip label={t('copyCode')}>
        <ActionIcon variant="light" aria-label={t('copyCode')} onClick={() => void copy()}>
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
