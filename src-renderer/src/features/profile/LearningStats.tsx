import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MeStats } from '@shared/api/engagement';
import { abbreviate } from '@shared/engagement/abbreviate';

/** Learning time and output (product.md §1.9), abbreviated with K and M. */
export function LearningStats({ stats }: { stats: MeStats }) {
  const items = [
    { label: 'Minutes learned', value: abbreviate(stats.learning.totalMinutes) },
    { label: 'Weekly average', value: `${stats.learning.weeklyAverage} min/day` },
    { label: 'Last 30 days', value: `${abbreviate(stats.learning.monthlyTotal)} min` },
    { label: 'Lessons completed', value: abbreviate(stats.learning.lessonsCompleted) },
    { label: 'Lines of code', value: abbreviate(stats.learning.linesOfCode) },
    { label: 'Courses completed', value: abbreviate(stats.dashboard.coursesCompleted) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" component="section" aria-label="Learning stats">
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="sm">
          <Text fz="xs" c="dimmed" fw={600}>
            {item.label}
          </Text>
          <Text fz="xl" fw={700}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
