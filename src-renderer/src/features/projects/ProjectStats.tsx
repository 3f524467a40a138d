import { Paper, SimpleGrid, Text } from '@mantine/core';
import { abbreviate } from '@shared/engagement/abbreviate';
import type { projectStats } from '@shared/projects/browse';
import { useProjectsTexts } from './projects-texts';

/** The four stats of the Projects screen (product.md §2.2), over all the learner's projects. */
export function ProjectStats({ stats }: { stats: ReturnType<typeof projectStats> }) {
  const t = useProjectsTexts();
  const items = [
    { label: t('statTotal'), value: stats.total, id: 'total' },
    { label: t('statusCompleted'), value: stats.completed, id: 'completed' },
    { label: t('statusInProgress'), value: stats.inProgress, id: 'in-progress' },
    { label: t('statStars'), value: stats.stars, id: 'stars' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-label={t('projectStats')} component="section">
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
