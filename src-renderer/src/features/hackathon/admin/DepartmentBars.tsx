import { Card, Group, Progress, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useFormats } from '../../../app/format';
import { useAdminTexts } from './admin-texts';

interface DepartmentBarsProps {
  shares: readonly { department: string; count: number; percent: number }[];
}

/** product.md §3.2.6: department participation as bars with percentages; a long list scrolls inside its card. */
export function DepartmentBars({ shares }: DepartmentBarsProps) {
  const t = useAdminTexts();
  const formats = useFormats();
  return (
    <Card withBorder>
      <Title order={5} mb="xs">
        {t('departmentParticipation')}
      </Title>
      <ScrollArea.Autosize mah={320}>
        <Stack gap={6}>
          {shares.map((share) => (
            <Stack key={share.department} gap={2}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm" truncate>
                  {share.department}
                </Text>
                <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {formats.number(share.count)} · {share.percent}%
                </Text>
              </Group>
              <Progress value={share.percent} size="sm" aria-label={`${share.department}: ${share.percent}%`} />
            </Stack>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Card>
  );
}
