import { Box, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useFormats } from '../../../core/format';
import { useAdminTexts } from './admin-texts';

interface DepartmentBarsProps {
  shares: readonly { department: string; count: number; percent: number }[];
}

/**
 * product.md §3.2.6: department participation as bars with percentages; a long list scrolls inside
 * its card. A plain scrolling box rather than Mantine's autosized ScrollArea: that one sizes its
 * content to the untruncated department names, which pushed the percentages out of a phone's card.
 */
export function DepartmentBars({ shares }: DepartmentBarsProps) {
  const t = useAdminTexts();
  const formats = useFormats();
  return (
    <Card withBorder>
      <Title order={5} mb="xs">
        {t('departmentParticipation')}
      </Title>
      <Box mah={320} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label={t('departmentParticipation')}>
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
      </Box>
    </Card>
  );
}
