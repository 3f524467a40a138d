import { Button, Text } from '@mantine/core';
import type { Team } from '@shared/api/hackathon-teams';
import { IconUsersGroup } from '@tabler/icons-react';
import { useDashboardTexts } from './dashboard-texts';
import { OverviewCard } from './OverviewCard';

/** The caller's team and its seats, or a way to the Team tab to make or join one. */
export function TeamStatusCard({ team, onOpenTeam }: { team: Team | null; onOpenTeam: () => void }) {
  const t = useDashboardTexts();
  return (
    <OverviewCard icon={<IconUsersGroup size={20} />} color="blue" label={t('team')}>
      {team ? (
        <>
          <Text fw={700} fz="lg" lineClamp={1}>
            {team.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('membersCount', { count: team.members.length, max: team.maxMembers })}
          </Text>
        </>
      ) : (
        <>
          <Text fw={700} fz="lg">
            {t('noTeam')}
          </Text>
          <Button variant="light" size="xs" mt="xs" onClick={onOpenTeam}>
            {t('createOrJoin')}
          </Button>
        </>
      )}
    </OverviewCard>
  );
}
