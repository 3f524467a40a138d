import { ActionIcon, Group, Kbd, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useFormats } from '../../../core/format';
import { useAdminTexts } from './admin-texts';

interface AdminHeaderProps {
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Key names, printed on keyboards the same in every language. */
const keys = { mod: 'Ctrl/⌘', shift: 'Shift' };

/** product.md §3.2.6: the last-updated time, a manual refresh and the shortcuts hint. */
export function AdminHeader({ updatedAt, refreshing, onRefresh }: AdminHeaderProps) {
  const t = useAdminTexts();
  const formats = useFormats();
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed" fz="sm" data-testid="admin-last-updated">
          {t('lastUpdated', { time: updatedAt > 0 ? formats.time(updatedAt) : '—' })}
        </Text>
        <Text c="dimmed" fz="xs" visibleFrom="sm">
          {t('shortcuts')} <Kbd>{keys.mod}</Kbd>+<Kbd>R</Kbd> {t('shortcutRefresh')} · <Kbd>{keys.mod}</Kbd>+<Kbd>E</Kbd> {t('shortcutDetailed')} · <Kbd>{keys.mod}</Kbd>+<Kbd>{keys.shift}</Kbd>+<Kbd>E</Kbd> {t('shortcutAnalytics')}
        </Text>
      </Stack>
      <Tooltip label={t('refreshTooltip')}>
        <ActionIcon variant="light" size="lg" aria-label={t('refresh')} onClick={onRefresh} loading={refreshing}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
