import { Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { OverviewCard } from './OverviewCard';

export function SubmissionsCountCard({ count }: { count: number }) {
  return (
    <OverviewCard icon={<IconRocket size={20} />} color="grape" label="Submissions">
      <Text fw={700} fz="lg">
        {count}
      </Text>
      <Text fz="sm" c="dimmed">
        {count === 1 ? 'project submitted' : 'projects submitted'}
      </Text>
    </OverviewCard>
  );
}
