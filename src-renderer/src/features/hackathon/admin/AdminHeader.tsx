import { ActionIcon, Group, Kbd, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface AdminHeaderProps {
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** product.md §3.2.6: the last-updated time, a manual refresh and the shortcuts hint. */
export function AdminHeader({ updatedAt, refreshing, onRefresh }: AdminHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={2}>Hackathon organiser dashboard</Title>
        <Text c="dimmed" fz="sm" data-testid="admin-last-updated">
          Last updated: {updatedAt > 0 ? timeFormat.format(updatedAt) : '—'}
        </Text>
        <Text c="dimmed" fz="xs" visibleFrom="sm">
          Shortcuts: <Kbd>Ctrl/⌘</Kbd>+<Kbd>R</Kbd> refresh · <Kbd>Ctrl/⌘</Kbd>+<Kbd>E</Kbd> detailed CSV · <Kbd>Ctrl/⌘</Kbd>+<Kbd>Shift</Kbd>+<Kbd>E</Kbd> analytics CSV
        </Text>
      </Stack>
      <Tooltip label="Refresh (Ctrl/⌘+R)">
        <ActionIcon variant="light" size="lg" aria-label="Refresh" onClick={onRefresh} loading={refreshing}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
