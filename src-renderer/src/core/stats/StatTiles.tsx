import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface StatTile {
  /** Names the tile for tests (`stat-<id>`). */
  id: string;
  label: string;
  value: string;
}

/** A screen's headline figures: two tiles a row on a phone, all four in a row from `sm`. */
export function StatTiles({ label, items }: { label: string; items: StatTile[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-label={label} component="section">
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
