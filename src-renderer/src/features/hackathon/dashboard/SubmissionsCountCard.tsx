import { Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useDashboardTexts } from './dashboard-texts';
import { OverviewCard } from './OverviewCard';

export function SubmissionsCountCard({ count }: { count: number }) {
  const t = useDashboardTexts();
  return (
    <OverviewCard icon={<IconRocket size={20} />} color="grape" label={t('submissions')}>
      <Text fw={700} fz="lg">
        {count}
      </Text>
      <Text fz="sm" c="dimmed">
        {t('submittedSoFar')}
      </Text>
    </OverviewCard>
  );
}
