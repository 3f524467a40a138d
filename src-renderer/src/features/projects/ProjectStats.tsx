import { Paper, SimpleGrid, Text } from '@mantine/core';
import { abbreviate } from '@shared/engagement/abbreviate';
import type { projectStats } from '@shared/projects/browse';

/** The four stats of the Projects screen (product.md §2.2), over all the learner's projects. */
export function ProjectStats({ stats }: { stats: ReturnType<typeof projectStats> }) {
  const items = [
    { label: 'Total Projects', value: stats.total, id: 'total' },
    { label: 'Completed', value: stats.completed, id: 'completed' },
    { label: 'In Progress', value: stats.inProgress, id: 'in-progress' },
    { label: 'Total Stars', value: stats.stars, id: 'stars' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-label="Project stats" component="section">
      {items.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="md" data-testid={`stat-${item.id}`}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            {item.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {abbreviate(item.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
