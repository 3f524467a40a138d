import { Card, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { HomeContent } from '@shared/home/home-content';

export function VisionSection({ vision }: { vision: HomeContent['vision'] }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="vision-title">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <Title order={2} id="vision-title" mb="sm">
            {vision.title}
          </Title>
          <Text c="dimmed" fz="lg">
            {vision.text}
          </Text>
        </div>
        <List
          spacing="sm"
          center
          icon={
            <ThemeIcon radius="xl" size={24} color="teal">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {vision.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      </SimpleGrid>
    </Card>
  );
}
