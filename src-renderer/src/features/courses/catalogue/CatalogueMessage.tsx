import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The catalogue's empty, no-match and error states: an icon, the spec's sentence, and what to do next. */
export function CatalogueMessage({ icon: MessageIcon, message, failed = false, children }: { icon: Icon; message: string; failed?: boolean; children?: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="sm" py={48} role={failed ? 'alert' : 'status'}>
      <ThemeIcon size={56} radius="xl" variant="light" color={failed ? 'red' : 'gray'}>
        <MessageIcon size={30} />
      </ThemeIcon>
      <Text maw={420}>{message}</Text>
      {children}
    </Stack>
  );
}
