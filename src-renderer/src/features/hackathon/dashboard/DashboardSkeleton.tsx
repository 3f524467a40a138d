import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDashboardTexts } from './dashboard-texts';

/** The dashboard's shape while its data loads. */
export function DashboardSkeleton() {
  const t = useDashboardTexts();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('loadingDashboard')}>
      <Skeleton h={36} w="60%" />
      <Group gap="sm">
        {[0, 1, 2, 3].map((tab) => (
          <Skeleton key={tab} h={32} w={96} />
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} h={130} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
