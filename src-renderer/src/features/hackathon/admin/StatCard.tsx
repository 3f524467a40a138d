import { Card, Text } from '@mantine/core';
import { useFormats } from '../../../core/format';

/** One figure with its label, as every tab's summary row shows it. */
export function StatCard({ label, value, color }: { label: string; value: string | number; color?: string }) {
  const formats = useFormats();
  return (
    <Card withBorder padding="sm" data-testid="admin-stat-card">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={color}>
        {typeof value === 'number' ? formats.number(value) : value}
      </Text>
    </Card>
  );
}
