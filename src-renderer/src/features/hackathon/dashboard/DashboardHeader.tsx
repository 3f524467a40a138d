import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDashboardTexts } from './dashboard-texts';

/** product.md §3.2.5: the welcome greeting and the way back to the landing page. */
export function DashboardHeader({ name, eventName }: { name: string; eventName: string }) {
  const t = useDashboardTexts();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/hackathon" fz="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('backTo', { name: eventName })}
        </Group>
      </Anchor>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('welcome', { name })}
      </Title>
      <Text c="dimmed">{t('intro', { name: eventName })}</Text>
    </Stack>
  );
}
