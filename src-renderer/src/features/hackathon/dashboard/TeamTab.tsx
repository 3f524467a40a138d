import { SimpleGrid } from '@mantine/core';
import type { Team } from '@shared/api/hackathon-teams';
import { CreateTeamForm } from './CreateTeamForm';
import { JoinTeamForm } from './JoinTeamForm';
import { TeamDetails } from './TeamDetails';

/** product.md §3.2.5 "Team": a person in no team may create one or join one; a person in a team manages it. */
export function TeamTab({ team, uid }: { team: Team | null; uid: string }) {
  if (team) return <TeamDetails team={team} uid={uid} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <CreateTeamForm />
      <JoinTeamForm />
    </SimpleGrid>
  );
}
