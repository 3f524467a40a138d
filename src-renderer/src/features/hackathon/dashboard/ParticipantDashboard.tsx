import { Container, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook, IconLayoutDashboard, IconRocket, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageMeta } from '../../../core/use-page-meta';
import { useAuth } from '../../auth/auth-context';
import { useHackathonEvent } from '../use-hackathon-event';
import { currentRegistration } from './current-registration';
import { DashboardError } from './DashboardError';
import { useDashboardTexts } from './dashboard-texts';
import { DashboardHeader } from './DashboardHeader';
import { DashboardSkeleton } from './DashboardSkeleton';
import { OverviewTab } from './OverviewTab';
import { ResourcesTab } from './ResourcesTab';
import { SubmissionsTab } from './SubmissionsTab';
import { TeamTab } from './TeamTab';
import { useMyRegistrations } from './use-my-registrations';
import { useMySubmissions } from './use-my-submissions';
import { useMyTeam } from './use-my-team';

const tabs = ['overview', 'submissions', 'team', 'resources'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/** product.md §3.2.5: the participant's registration, team, submissions and resources, in four tabs. */
export function ParticipantDashboard() {
  const t = useDashboardTexts();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/hackathon/dashboard' });
  const { user } = useAuth();
  const [tab, setTab] = useState<Tab>('overview');
  // At phone widths the four labels fit on one row only without their icons and with less padding.
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const event = useHackathonEvent();
  const registrations = useMyRegistrations();
  const team = useMyTeam();
  const submissions = useMySubmissions();
  const queries = [event, registrations, team, submissions];

  // The shell sends a signed-out visitor back to the landing page (product.md §3.2.2).
  if (!user) return null;

  // A query with a saved copy shows it even when a refresh fails; only missing data is an error.
  const failed = queries.filter((query) => query.isError && query.data === undefined);
  let body;
  if (failed.length > 0) {
    body = (
      <DashboardError
        detail={failed[0]?.error?.message ?? ''}
        retrying={failed.some((query) => query.isFetching)}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  } else if (!event.data || !registrations.data || team.data === undefined || !submissions.data) {
    body = <DashboardSkeleton />;
  } else {
    body = (
      <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false} styles={{ tab: { flexShrink: 0, paddingInline: narrow ? 'var(--mantine-spacing-xs)' : undefined } }}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="overview" leftSection={narrow ? undefined : <IconLayoutDashboard size={16} />}>
            {t('tabOverview')}
          </Tabs.Tab>
          <Tabs.Tab value="submissions" leftSection={narrow ? undefined : <IconRocket size={16} />}>
            {t('tabSubmissions')}
          </Tabs.Tab>
          <Tabs.Tab value="team" leftSection={narrow ? undefined : <IconUsersGroup size={16} />}>
            {t('tabTeam')}
          </Tabs.Tab>
          <Tabs.Tab value="resources" leftSection={narrow ? undefined : <IconBook size={16} />}>
            {t('tabResources')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab
            event={event.data}
            registration={currentRegistration(registrations.data, event.data.id)}
            team={team.data}
            submissionCount={submissions.data.length}
            onOpenTeam={() => setTab('team')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="submissions">
          <SubmissionsTab submissions={submissions.data} />
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <TeamTab team={team.data} uid={user.uid} />
        </Tabs.Panel>
        <Tabs.Panel value="resources">
          <ResourcesTab event={event.data} />
        </Tabs.Panel>
      </Tabs>
    );
  }

  // The name the person registered with, not the account's (often an e-mail's prefix).
  const registered = event.data && registrations.data ? currentRegistration(registrations.data, event.data.id) : null;
  const name = registered?.personal_info.full_name.trim() || user.displayName;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <DashboardHeader name={name} eventName={event.data?.name ?? t('theHackathon')} />
        {body}
      </Stack>
    </Container>
  );
}
