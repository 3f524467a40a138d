import { Stack, Text, Title } from '@mantine/core';

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <Stack gap={4} mb="lg" align="center" ta="center">
      <Title order={2} id={id}>
        {title}
      </Title>
      <Text c="dimmed" maw={620}>
        {subtitle}
      </Text>
    </Stack>
  );
}
