import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Invitation } from '@shared/api/hackathon-invitations';
import { IconAlertTriangle, IconMailOpened } from '@tabler/icons-react';
import { useServerText } from '../../../core/i18n';
import { notify } from '../../../core/notifications/notify';
import { failureText } from './failure-text';
import { useMembershipTexts } from './membership-texts';
import { useMembershipMutations, useMyInvitations } from './use-membership';

interface Props {
  /** Offered where a learner might rather register a team of their own (the registration page). */
  onRegisterOwn?: () => void;
  /** After accepting: the registration page goes on to the dashboard. */
  onAccepted?: () => void;
}

/**
 * product.md §3.4 "Members and invitations": "Accept your invitation" for each open invitation to
 * the signed-in learner's address. Nothing while there is none; a quiet line while loading, and
 * a retry when they cannot be loaded and none is saved.
 */
export function InvitationCard({ onRegisterOwn, onAccepted }: Props) {
  const t = useMembershipTexts();
  const invitations = useMyInvitations();
  if (invitations.isPending && invitations.fetchStatus !== 'idle') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text fz="sm" c="dimmed">
          {t('invitationsLoading')}
        </Text>
      </Group>
    );
  }
  if (invitations.isError && !invitations.data) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('invitationsFailed')}>
        <Button size="compact-sm" variant="light" color="red" onClick={() => void invitations.refetch()} loading={invitations.isFetching}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const open = invitations.data ?? [];
  if (open.length === 0) return null;
  return (
    <Stack gap="md">
      {open.map((invitation) => (
        <OneInvitation key={invitation.invitation_id} invitation={invitation} onAccepted={onAccepted} />
      ))}
      {onRegisterOwn && (
        <Button variant="subtle" onClick={onRegisterOwn} w="fit-content">
          {t('ownTeamInstead')}
        </Button>
      )}
    </Stack>
  );
}

function OneInvitation({ invitation, onAccepted }: { invitation: Invitation; onAccepted?: () => void }) {
  const t = useMembershipTexts();
  const serverText = useServerText();
  const { accept, decline } = useMembershipMutations();
  const busy = accept.isPending || decline.isPending;
  const team = invitation.team_name;
  const failed = (error: Error) => notify({ type: 'error', title: t('invitationTitle'), message: serverText(failureText(error, t('answerFailed'))) });
  const headingId = `invitation-${invitation.invitation_id}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId} data-testid="hackathon-invitation">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconMailOpened size={22} aria-hidden />
          <Title order={2} fz="lg" id={headingId}>
            {t('invitationTitle')}
          </Title>
        </Group>
        <Text>{t('invitationText', { leader: invitation.leader_name, team })}</Text>
        <Text fz="sm" c="dimmed">
          {invitation.paid ? t('invitationPaid') : t('invitationUnpaid')}
        </Text>
        <Group gap="sm">
          <Button
            aria-label={t('acceptFor', { team })}
            loading={accept.isPending}
            disabled={busy}
            onClick={() =>
              accept.mutate(invitation.invitation_id, {
                onSuccess: () => {
                  notify({ type: 'success', title: t('acceptedTitle'), message: t('acceptedText', { team }) });
                  onAccepted?.();
                },
                onError: failed,
              })
            }
          >
            {t('accept')}
          </Button>
          <Button
            variant="default"
            aria-label={t('declineFor', { team })}
            loading={decline.isPending}
            disabled={busy}
            onClick={() =>
              decline.mutate(invitation.invitation_id, {
                onSuccess: () => notify({ type: 'info', title: t('invitationTitle'), message: t('declinedText') }),
                onError: failed,
              })
            }
          >
            {t('decline')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
