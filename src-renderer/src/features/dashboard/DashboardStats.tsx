import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MeStats } from '@shared/api/engagement';
import { abbreviate } from '@shared/engagement/abbreviate';
import { useDashboardTexts } from './dashboard-texts';

/** product.md §1.3 "Dashboard stats". */
export function DashboardStats({ stats }: { stats: MeStats['dashboard'] }) {
  const t = useDashboardTexts();
  const items = [
    { id: 'courses', label: t('statCourses'), value: abbreviate(stats.totalCourses) },
    { id: 'started', label: t('statStarted'), value: abbreviate(stats.coursesStarted) },
    { id: 'completed', label: t('statCompleted'), value: abbreviate(stats.coursesCompleted) },
    { id: 'total-progress', label: t('statTotalProgress'), value: `${stats.totalProgress}%` },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-label={t('statsLabel')} component="section">
      {items.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="md" data-testid={`stat-${item.id}`}>
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
