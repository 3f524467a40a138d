import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Team } from '@shared/api/hackathon/teams';
import { IconDoorExit, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notifications/notify';
import { ConfirmDialog } from '../../../app/prompts/ConfirmDialog';
import { dashboardMessages } from './dashboard-messages';
import { EditTeamForm } from './EditTeamForm';
import { failureText } from './failure-text';
import { TeamCode } from './TeamCode';
import { TeamMemberList } from './TeamMemberList';
import { useTeamMutations } from './use-team-mutations';

/** product.md §3.2.5 "Team" with a team: its code, its members, the leader's edit, and leaving. */
export function TeamDetails({ team, uid }: { team: Team; uid: string }) {
  const { leave } = useTeamMutations();
  const [editing, setEditing] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const isLeader = team.leaderId === uid;

  const confirmLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => notify({ type: 'success', title: 'Team', message: dashboardMessages.teamLeft }),
      onError: (error) => notify({ type: 'error', title: 'Team', message: failureText(error, dashboardMessages.teamLeaveFailed) }),
      onSettled: () => setConfirmingLeave(false),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="team-name">
      <Stack gap="md">
        {editing ? (
          <EditTeamForm team={team} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} fz="xl" id="team-name" style={{ overflowWrap: 'anywhere' }}>
                {team.name}
              </Title>
              {isLeader && (
                <Button variant="subtle" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
                  Edit team
                </Button>
              )}
            </Group>
            <Text c={team.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {team.description || 'No description yet.'}
            </Text>
          </Stack>
        )}
        <TeamCode code={team.code} />
        <Divider />
        <Group justify="space-between">
          <Title order={3} fz="md">
            Members
          </Title>
          <Badge variant="light" color={team.members.length >= team.maxMembers ? 'red' : 'blue'}>
            {team.members.length}/{team.maxMembers} members
          </Badge>
        </Group>
        <TeamMemberList members={team.members} />
        <Divider />
        <Group justify="flex-end">
          <Button color="red" variant="light" leftSection={<IconDoorExit size={16} />} onClick={() => setConfirmingLeave(true)}>
            Leave team
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmingLeave}
        title="Leave team"
        message={dashboardMessages.confirmLeave}
        confirmLabel="Leave team"
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setConfirmingLeave(false)}
      />
    </Paper>
  );
}
