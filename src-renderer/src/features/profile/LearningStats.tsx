import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MeStats } from '@shared/api/engagement';
import { abbreviate } from '@shared/engagement/abbreviate';
import { useProfileTexts } from './profile-texts';

/** Learning time and output (product.md §1.9), abbreviated with K and M. */
export function LearningStats({ stats }: { stats: MeStats }) {
  const t = useProfileTexts();
  const items = [
    { label: t('minutesLearned'), value: abbreviate(stats.learning.totalMinutes) },
    { label: t('weeklyAverage'), value: t('minPerDay', { value: stats.learning.weeklyAverage }) },
    { label: t('last30'), value: t('minutes', { value: abbreviate(stats.learning.monthlyTotal) }) },
    { label: t('lessonsCompleted'), value: abbreviate(stats.learning.lessonsCompleted) },
    { label: t('linesOfCode'), value: abbreviate(stats.learning.linesOfCode) },
    { label: t('coursesCompleted'), value: abbreviate(stats.dashboard.coursesCompleted) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" component="section" aria-label={t('learningStats')}>
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
