import { Badge, Button, Text } from '@mantine/core';
import type { RegistrationStatus, RegistrationSummary } from '@shared/api/hackathon/registration';
import type { Team } from '@shared/api/hackathon/teams';
import { IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OverviewCard } from './OverviewCard';
import { registrationStatusLooks } from './registration-status';

/** A status as a badge, with one line of what it means for this person. */
function StatusCard({ status, note }: { status: RegistrationStatus; note: ReactNode }) {
  const look = registrationStatusLooks[status];
  return (
    <OverviewCard icon={<IconTicket size={20} />} color={look.color} label="Registration">
      <Badge color={look.color} size="lg" variant="light">
        {look.label}
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
  if (!registration && team?.registrationStatus) {
    return <StatusCard status={team.registrationStatus} note={`Through ${team.name}'s registration`} />;
  }
  if (!registration) {
    return (
      <OverviewCard icon={<IconTicket size={20} />} color="gray" label="Registration">
        <Text fw={700} fz="lg">
          Not registered
        </Text>
        <Button component={Link} to="/hackathon/registration" size="xs" mt="xs">
          Register now
        </Button>
      </OverviewCard>
    );
  }
  return (
    <StatusCard
      status={registration.status}
      note={
        registration.status === 'pending_payment'
          ? 'Complete your payment below to secure your place.'
          : `${registration.team_name} · ${registration.team_size} ${registration.team_size === 1 ? 'person' : 'people'}`
      }
    />
  );
}
