import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceLaptop } from '@tabler/icons-react';
import { usePlaygroundTexts } from './playground-texts';

/** product.md §1.2: touch devices 767 px wide or less get this message instead of the editor. */
export function MobileNotice() {
  const t = usePlaygroundTexts();
  return (
    <Center mih="60vh" p="lg">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconDeviceLaptop size={32} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('mobileTitle')}
        </Title>
        <Text data-testid="mobile-notice">
          {t('mobileText')}
        </Text>
      </Stack>
    </Center>
  );
}
