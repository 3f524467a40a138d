import { Card, SimpleGrid, Text } from '@mantine/core';
import type { AssignmentStats } from '@shared/assignments/rules';

const cards: Array<{ key: keyof AssignmentStats; label: string; color?: string }> = [
  { key: 'total', label: 'Total' },
  { key: 'completed', label: 'Completed', color: 'teal' },
  { key: 'submitted', label: 'Submitted', color: 'blue' },
  { key: 'pending', label: 'Pending', color: 'orange' },
];

/** product.md §2.2: Total, Completed, Submitted, Pending. */
export function StatCards({ stats }: { stats: AssignmentStats }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {cards.map((card) => (
        <Card key={card.key} withBorder padding="sm" data-testid={`stat-${card.key}`}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {card.label}
          </Text>
          <Text fz={26} fw={700} c={card.color}>
            {stats[card.key]}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
