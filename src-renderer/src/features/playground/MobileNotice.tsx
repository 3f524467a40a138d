import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceLaptop } from '@tabler/icons-react';

/** product.md §1.2: touch devices 767 px wide or less get this message instead of the editor. */
export function MobileNotice() {
  return (
    <Center mih="60vh" p="lg">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconDeviceLaptop size={32} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          Playground Not Available on Mobile
        </Title>
        <Text data-testid="mobile-notice">
          Playground Not Available on Mobile - Please use a laptop, tablet, or desktop to access the Coding Playground.
        </Text>
      </Stack>
    </Center>
  );
}
