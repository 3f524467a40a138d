import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ListQuizzesReply } from '@shared/api/quizzes';
import { scoreColour } from '@shared/quizzes/scoring';
import { useQuizzesTexts } from './quizzes-texts';

/** The Quizzes screen's stats (product.md §2.2). */
export function QuizStats({ stats }: { stats: ListQuizzesReply['stats'] }) {
  const t = useQuizzesTexts();
  const items = [
    { key: 'total', label: t('statTotal'), value: String(stats.total) },
    { key: 'completed', label: t('statCompleted'), value: String(stats.completed) },
    { key: 'average', label: t('statAverage'), value: stats.averageScore === null ? '–' : `${stats.averageScore}%`, color: stats.averageScore === null ? undefined : scoreColour(stats.averageScore) },
    { key: 'attempts', label: t('statAttempts'), value: String(stats.attempts) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="section" aria-label={t('quizStats')}>
      {items.map((item) => (
        <Paper key={item.key} withBorder radius="md" p="md" data-testid={`quiz-stat-${item.key}`}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            {item.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} c={item.color}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
