import { Card, Text } from '@mantine/core';

/** One figure with its label, as every tab's summary row shows it. */
export function StatCard({ label, value, color }: { label: string; value: string | number; color?: string }) {
  return (
    <Card withBorder padding="sm" data-testid="admin-stat-card">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={color}>
        {typeof value === 'number' ? value.toLocaleString('en-IN') : value}
      </Text>
    </Card>
  );
}
