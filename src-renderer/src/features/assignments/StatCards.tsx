import { Card, SimpleGrid, Text } from '@mantine/core';
import type { AssignmentStats } from '@shared/assignments/rules';
import { useAssignmentsTexts } from './assignments-texts';
import type { AssignmentsTexts } from './locales/en';

const cards: Array<{ key: keyof AssignmentStats; label: keyof AssignmentsTexts; color?: string }> = [
  { key: 'total', label: 'statTotal' },
  { key: 'completed', label: 'statCompleted', color: 'teal' },
  { key: 'submitted', label: 'statSubmitted', color: 'blue' },
  { key: 'pending', label: 'statPending', color: 'orange' },
];

/** product.md §2.2: Total, Completed, Submitted, Pending. */
export function StatCards({ stats }: { stats: AssignmentStats }) {
  const t = useAssignmentsTexts();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {cards.map((card) => (
        <Card key={card.key} withBorder padding="sm" data-testid={`stat-${card.key}`}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(card.label)}
          </Text>
          <Text fz={26} fw={700} c={card.color}>
            {stats[card.key]}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
