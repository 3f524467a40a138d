import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value in the detail modal; an empty value reads '—' rather than vanishing. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" w={140} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" style={{ wordBreak: 'break-word' }}>
        {children === '' || children === null || children === undefined ? '—' : children}
      </Text>
    </Group>
  );
}
