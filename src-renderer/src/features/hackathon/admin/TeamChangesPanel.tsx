import { Alert, Badge, Button, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { teamChangeActions, type TeamChange } from '@shared/api/hackathon-admin';
import type { MemberState } from '@shared/hackathon/membership';
import { useFormats } from '../../../core/format';
import { isUnreachable, useOffline } from '../../offline/use-offline';
import { memberStateKeys, useMembershipTexts } from '../dashboard/membership-texts';
import { HandInList } from './HandInList';
import { actionKeys, useTeamChangesTexts } from './team-changes-texts';
import { useAdminTeamChanges } from './use-admin-queries';

const stateColors: Record<MemberState, string> = { invited: 'blue', accepted: 'teal', paid: 'green', declined: 'gray', removed: 'red', expired: 'orange' };

const isKnownAction = (action: string): action is (typeof teamChangeActions)[number] => (teamChangeActions as readonly string[]).includes(action);

/**
 * product.md §3.2.6: in the registration detail, whether its fee waits to be returned, the members
 * the leader declared with where each stands, the team's membership audit trail (answers, the
 * leader's changes, a lapse), oldest first, and what the team handed in.
 */
export function TeamChangesPanel({ registrationId }: { registrationId: string }) {
  const t = useTeamChangesTexts();
  const states = useMembershipTexts();
  const formats = useFormats();
  const offline = useOffline();
  const team = useAdminTeamChanges(registrationId);
  const actionText = (change: TeamChange) => (isKnownAction(change.action) ? t(actionKeys[change.action]) : change.action);

  let body;
  if (team.isError && !team.data) {
    body =
      offline || isUnreachable(team.error) ? (
        <Alert color="yellow" role="status">
          {t('offline')}
        </Alert>
      ) : (
        <Alert color="red" role="alert" title={t('failed')}>
          <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void team.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      );
  } else if (!team.data) {
    body = <Loader size="sm" aria-label={t('loading')} />;
  } else {
    const { refund_due: refundDue, members, changes, submissions } = team.data;
    body = (
      <Stack gap="sm">
        {refundDue && (
          <Alert color="orange" role="status" data-testid="admin-refund-due">
            {t('refundDue')}
          </Alert>
        )}
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            {t('declared')}
          </Text>
          {members.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('noMembers')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {members.map((member) => (
                <Group key={member.invitation_id} component="li" justify="space-between" gap="xs" wrap="wrap" data-testid="admin-declared-member">
                  <Text fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {member.name} · {member.email}
                  </Text>
                  <Badge variant="light" color={stateColors[member.state]}>
                    {states(memberStateKeys[member.state])}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
        {changes.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('noChanges')}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} active={changes.length - 1} data-testid="admin-team-changes">
            {changes.map((change) => (
              <Timeline.Item key={change.id} title={actionText(change)}>
                <Text fz="xs" c="dimmed">
                  {formats.dateTime(change.created_at)} · {change.actor ? change.actor.name || change.actor.email : t('server')}
                </Text>
                {change.detail && (
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {change.detail}
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        <HandInList submissions={submissions} />
      </Stack>
    );
  }

  return (
    <Stack gap="xs" data-testid="admin-team-panel">
      <Title order={5}>{t('title')}</Title>
      {body}
    </Stack>
  );
}
