import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of the overview's four cards: an icon, what it counts, and its value. */
export function OverviewCard({ icon, color, label, children }: { icon: ReactNode; color: string; label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Group gap="sm" wrap="nowrap" mb="xs">
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={600} fz="sm" c="dimmed" tt="uppercase">
          {label}
        </Text>
      </Group>
      {children}
    </Paper>
  );
}
