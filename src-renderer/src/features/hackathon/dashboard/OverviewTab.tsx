import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { RegistrationSummary } from '@shared/api/hackathon-registration';
import type { Team } from '@shared/api/hackathon-teams';
import type { HackathonEvent } from '@shared/hackathon/event';
import { PaymentStep } from '../registration/PaymentStep';
import { CountdownCard } from './CountdownCard';
import { DeclaredMembers } from './DeclaredMembers';
import { useDashboardTexts } from './dashboard-texts';
import { InvitationCard } from './InvitationCard';
import { PaymentStateNotes } from './PaymentStateNotes';
import { RegistrationStatusCard } from './RegistrationStatusCard';
import { SubmissionsCountCard } from './SubmissionsCountCard';
import { TeamStatusCard } from './TeamStatusCard';

interface Props {
  event: HackathonEvent;
  registration: RegistrationSummary | null;
  team: Team | null;
  submissionCount: number;
  onOpenTeam: () => void;
}

/**
 * product.md §3.2.5 "Overview": registration, team, submissions and time left; open invitations
 * first; the leader's declared members and where each stands. A fee is offered only while the
 * ledger has no payment for it, whatever status an organiser set (product.md §3.4 "Payment state").
 */
export function OverviewTab({ event, registration, team, submissionCount, onOpenTeam }: Props) {
  const t = useDashboardTexts();
  const payable = registration?.status === 'pending_payment' && registration.paid_at === null && registration.expired_at === null;
  const cards = useRef<HTMLDivElement>(null);
  const status = registration?.status;
  const previous = useRef(status);
  // Once the fee is paid the payment section goes, and the page would be left at its scroll
  // position over empty space or the footer: bring the confirmed card into view instead.
  useEffect(() => {
    if (previous.current === 'pending_payment' && status === 'confirmed') cards.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    previous.current = status;
  }, [status]);
  return (
    <Stack gap="lg">
      <InvitationCard />
      <SimpleGrid ref={cards} cols={{ base: 1, xs: 2, md: 4 }} spacing="md" style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))' }}>
        <RegistrationStatusCard registration={registration} team={team} />
        <TeamStatusCard team={team} onOpenTeam={onOpenTeam} />
        <SubmissionsCountCard count={submissionCount} />
        <CountdownCard startsAt={event.startsAt} endsAt={event.endsAt} />
      </SimpleGrid>
      {registration && <PaymentStateNotes registration={registration} payable={payable} />}
      {registration && registration.members.length > 0 && <DeclaredMembers registration={registration} />}
      {payable && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="complete-payment">
          <Title order={2} fz="lg" mb="sm" id="complete-payment">
            {t('completePayment')}
          </Title>
          <PaymentStep
            placement="dashboard"
            registrationId={registration.registration_id}
            teamName={registration.team_name}
            teamSize={registration.team_size}
            amountPaise={registration.amount_paise}
            leader={{ name: registration.personal_info.full_name, email: registration.personal_info.email, phone: registration.personal_info.phone }}
          />
        </Paper>
      )}
    </Stack>
  );
}
