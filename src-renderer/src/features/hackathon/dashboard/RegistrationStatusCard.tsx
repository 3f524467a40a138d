import { Badge, Button, Text } from '@mantine/core';
import type { RegistrationStatus, RegistrationSummary } from '@shared/api/hackathon-registration';
import type { Team } from '@shared/api/hackathon-teams';
import { IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { registrationStatusKeys, useDashboardTexts } from './dashboard-texts';
import { OverviewCard } from './OverviewCard';

/** How the overview colours a registration's status. */
const statusColors: Record<RegistrationStatus, string> = {
  pending_payment: 'yellow',
  confirmed: 'teal',
  cancelled: 'red',
  refunded: 'gray',
  waitlisted: 'blue',
  rejected: 'red',
};

/** A status as a badge (pending_payment reads as pending, product.md §3.3), with one line of what it means for this person. */
function StatusCard({ status, note }: { status: RegistrationStatus; note: ReactNode }) {
  const t = useDashboardTexts();
  return (
    <OverviewCard icon={<IconTicket size={20} />} color={statusColors[status]} label={t('registration')}>
      <Badge color={statusColors[status]} size="lg" variant="light">
        {t(registrationStatusKeys[status])}
      </Badge>
      <Text fz="sm" c="dimmed" mt="xs">
        {note}
      </Text>
    </OverviewCard>
  );
}

/**
 * The caller's real registration status for this event (product.md §3.2.5). A member who joined by
 * code is covered by the leader's registration, so theirs is the team's; anyone else may register.
 */
export function RegistrationStatusCard({ registration, team }: { registration: RegistrationSummary | null; team: Team | null }) {
  const t = useDashboardTexts();
  if (!registration && team?.registrationStatus) {
    return <StatusCard status={team.registrationStatus} note={t('throughTeam', { team: team.name })} />;
  }
  if (!registration) {
    return (
      <OverviewCard icon={<IconTicket size={20} />} color="gray" label={t('registration')}>
        <Text fw={700} fz="lg">
          {t('notRegistered')}
        </Text>
        <Button component={Link} to="/hackathon/registration" size="xs" mt="xs">
          {t('registerNow')}
        </Button>
      </OverviewCard>
    );
  }
  return (
    <StatusCard
      status={registration.status}
      note={
        registration.status === 'pending_payment' && registration.paid_at === null && registration.expired_at === null
          ? t('completeBelow')
          : registration.team_size === 1
            ? t('onePerson', { team: registration.team_name })
            : t('people', { team: registration.team_name, count: registration.team_size })
      }
    />
  );
}
