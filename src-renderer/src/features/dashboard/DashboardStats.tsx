import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MeStats } from '@shared/api/engagement';
import { abbreviate } from '@shared/engagement/abbreviate';

/** product.md §1.3 "Dashboard stats". */
export function DashboardStats({ stats }: { stats: MeStats['dashboard'] }) {
  const items = [
    { label: 'Courses', value: abbreviate(stats.totalCourses) },
    { label: 'Started', value: abbreviate(stats.coursesStarted) },
    { label: 'Completed', value: abbreviate(stats.coursesCompleted) },
    { label: 'Total progress', value: `${stats.totalProgress}%` },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-label="Progress stats" component="section">
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="md" data-testid={`stat-${item.label.toLowerCase().replace(' ', '-')}`}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            {item.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
