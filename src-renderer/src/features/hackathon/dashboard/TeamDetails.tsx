import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Team } from '@shared/api/hackathon-teams';
import { IconDoorExit, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useServerText } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { ConfirmDialog } from '../../../core/prompts/ConfirmDialog';
import { useDashboardTexts } from './dashboard-texts';
import { EditTeamForm } from './EditTeamForm';
import { failureText } from './failure-text';
import { TeamCode } from './TeamCode';
import { TeamMemberList } from './TeamMemberList';
import { useTeamMutations } from './use-team-mutations';

/** product.md §3.2.5 "Team" with a team: its code, its members, the leader's edit, and leaving. */
export function TeamDetails({ team, uid }: { team: Team; uid: string }) {
  const t = useDashboardTexts();
  const serverText = useServerText();
  const { leave } = useTeamMutations();
  const [editing, setEditing] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const isLeader = team.leaderId === uid;

  const confirmLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => notify({ type: 'success', title: t('team'), message: t('teamLeft') }),
      onError: (error) => notify({ type: 'error', title: t('team'), message: serverText(failureText(error, t('teamLeaveFailed'))) }),
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
                  {t('editTeam')}
                </Button>
              )}
            </Group>
            <Text c={team.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {team.description || t('noDescription')}
            </Text>
          </Stack>
        )}
        <TeamCode code={team.code} />
        <Divider />
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t('members')}
          </Title>
          <Badge variant="light" color={team.members.length >= team.maxMembers ? 'red' : 'blue'}>
            {t('membersCount', { count: team.members.length, max: team.maxMembers })}
          </Badge>
        </Group>
        <TeamMemberList members={team.members} />
        <Divider />
        <Group justify="flex-end">
          <Button color="red" variant="light" leftSection={<IconDoorExit size={16} />} onClick={() => setConfirmingLeave(true)}>
            {t('leaveTeam')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmingLeave}
        title={t('leaveTeam')}
        message={t('confirmLeave')}
        confirmLabel={t('leaveTeam')}
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setConfirmingLeave(false)}
      />
    </Paper>
  );
}
