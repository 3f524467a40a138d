import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The catalogue's empty, no-match and error states: an icon, the spec's sentence, and what to do next. */
export function CatalogueMessage({ icon: MessageIcon, message, color = 'gray', children }: { icon: Icon; message: string; color?: string; children?: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="sm" py={48} role={color === 'red' ? 'alert' : 'status'}>
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        <MessageIcon size={30} />
      </ThemeIcon>
      <Text maw={420}>{message}</Text>
      {children}
    </Stack>
  );
}
