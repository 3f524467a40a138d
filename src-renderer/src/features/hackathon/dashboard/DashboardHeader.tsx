import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** product.md §3.2.5: the welcome greeting and the way back to the landing page. */
export function DashboardHeader({ name, eventName }: { name: string; eventName: string }) {
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/hackathon" fz="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to {eventName}
        </Group>
      </Anchor>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Welcome, {name}!
      </Title>
      <Text c="dimmed">Your team, your submissions and everything you need for {eventName}.</Text>
    </Stack>
  );
}
