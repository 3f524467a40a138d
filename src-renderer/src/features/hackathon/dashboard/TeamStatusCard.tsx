import { Button, Text } from '@mantine/core';
import type { Team } from '@shared/api/hackathon/teams';
import { IconUsersGroup } from '@tabler/icons-react';
import { OverviewCard } from './OverviewCard';

/** The caller's team and its seats, or a way to the Team tab to make or join one. */
export function TeamStatusCard({ team, onOpenTeam }: { team: Team | null; onOpenTeam: () => void }) {
  return (
    <OverviewCard icon={<IconUsersGroup size={20} />} color="blue" label="Team">
      {team ? (
        <>
          <Text fw={700} fz="lg" lineClamp={1}>
            {team.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {team.members.length}/{team.maxMembers} members
          </Text>
        </>
      ) : (
        <>
          <Text fw={700} fz="lg">
            No team yet
          </Text>
          <Button variant="light" size="xs" mt="xs" onClick={onOpenTeam}>
            Create or join a team
          </Button>
        </>
      )}
    </OverviewCard>
  );
}
