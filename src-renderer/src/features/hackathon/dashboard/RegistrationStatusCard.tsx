import { Badge, Button, Text } from '@mantine/core';
import type { RegistrationSummary } from '@shared/api/hackathon/registration';
import type { Team } from '@shared/api/hackathon/teams';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { OverviewCard } from './OverviewCard';
import { registrationStatusLooks } from './registration-status';

/**
 * The caller's real registration status for this event (product.md §3.2.5). A member who joined by
 * code is covered by the leader's registration, so theirs is the team's; anyone else may register.
 */
export function RegistrationStatusCard({ registration, team }: { registration: RegistrationSummary | null; team: Team | null }) {
  if (!registration && team?.registrationStatus) {
    const look = registrationStatusLooks[team.registrationStatus];
    return (
      <OverviewCard icon={<IconTicket size={20} />} color={look.color} label="Registration">
        <Badge color={look.color} size="lg" variant="light">
          {look.label}
        </Badge>
        <Text fz="sm" c="dimmed" mt="xs">
          Through {team.name}'s registration
        </Text>
      </OverviewCard>
    );
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
  const look = registrationStatusLooks[registration.status];
  return (
    <OverviewCard icon={<IconTicket size={20} />} color={look.color} label="Registration">
      <Badge color={look.color} size="lg" variant="light">
        {look.label}
      </Badge>
      <Text fz="sm" c="dimmed" mt="xs">
        {registration.status === 'pending_payment' ? 'Complete your payment below to secure your place.' : `${registration.team_name} · ${registration.team_size} ${registration.team_size === 1 ? 'person' : 'people'}`}
      </Text>
    </OverviewCard>
  );
}
