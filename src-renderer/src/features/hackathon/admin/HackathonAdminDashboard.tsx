import { Alert, Button, Loader, Stack, Tabs } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconChartBar, IconCreditCard, IconInbox, IconLayoutDashboard, IconMail, IconUsers } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AdminHeader } from './AdminHeader';
import { useServerText } from '../../../core/i18n';
import { adminMessages } from './admin-messages';
import { type AdminKey, useAdminTexts } from './admin-texts';
import { AnalyticsTab } from './AnalyticsTab';
import { CommunicationsTab } from './CommunicationsTab';
import { DashboardTab } from './DashboardTab';
import { OutboxTab } from './OutboxTab';
import { PaymentsTab } from './PaymentsTab';
import { adminKeys } from './query-keys';
import { RegistrationDetailModal } from './RegistrationDetailModal';
import { RegistrationsTab } from './RegistrationsTab';
import { useAdminStats } from './use-admin-queries';
import { useExport } from './use-export';
import { useListFilters } from './use-list-filters';

const tabs: readonly { value: string; label: AdminKey; Icon: typeof IconUsers }[] = [
  { value: 'dashboard', label: 'tabDashboard', Icon: IconLayoutDashboard },
  { value: 'registrations', label: 'tabRegistrations', Icon: IconUsers },
  { value: 'payments', label: 'tabPayments', Icon: IconCreditCard },
  { value: 'analytics', label: 'tabAnalytics', Icon: IconChartBar },
  { value: 'communications', label: 'tabCommunications', Icon: IconMail },
  { value: 'outbox', label: 'tabOutbox', Icon: IconInbox },
];

/**
 * The organiser dashboard (product.md §3.2.6): header, six tabs and the detail modal. Exported on
 * its own so the admin panel can show it as its Hackathon tab; the caller checks the role.
 */
export function HackathonAdminDashboard() {
  const t = useAdminTexts();
  const serverText = useServerText();
  const [tab, setTab] = useState<string>('dashboard');
  const [viewing, setViewing] = useState<string | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const queryClient = useQueryClient();
  const stats = useAdminStats();
  const exporter = useExport();
  const filtering = useListFilters();
  const refreshing = useIsFetching({ queryKey: adminKeys.all }) > 0;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all });

  // product.md §3.2.6 shortcuts; they fire in text fields too, where Ctrl+R would otherwise reload the page.
  // Ctrl/⌘+E is the Export menu's CSV: the registrations the list's search and filters show.
  useHotkeys(
    [
      ['mod+R', refresh],
      ['mod+E', () => exporter.run({ format: 'csv', type: 'detailed', matching: filtering.matching })],
      ['mod+shift+E', () => exporter.run({ format: 'csv', type: 'analytics' })],
    ],
    [],
  );

  const withStats = (render: (data: NonNullable<typeof stats.data>) => ReactNode) => {
    if (stats.data) return render(stats.data);
    if (stats.isError)
      return (
        <Alert color="red" role="alert" title={serverText(adminMessages.fetchStats)}>
          <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void stats.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      );
    return <Loader mx="auto" display="block" my="xl" aria-label={t('loadingStats')} />;
  };

  return (
    <Stack gap="md" data-testid="hackathon-admin-dashboard">
      <AdminHeader updatedAt={stats.dataUpdatedAt} refreshing={refreshing} onRefresh={refresh} />
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'dashboard')} keepMounted={false} styles={{ tab: { flexShrink: 0, paddingInline: narrow ? 'var(--mantine-spacing-xs)' : undefined } }}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {tabs.map(({ value, label, Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={narrow ? undefined : <Icon size={16} />}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="dashboard">{withStats((data) => <DashboardTab stats={data} />)}</Tabs.Panel>
        <Tabs.Panel value="registrations">
          <RegistrationsTab exporter={exporter} filtering={filtering} onView={setViewing} />
        </Tabs.Panel>
        <Tabs.Panel value="payments">{withStats((data) => <PaymentsTab stats={data} />)}</Tabs.Panel>
        <Tabs.Panel value="analytics">{withStats((data) => <AnalyticsTab stats={data} />)}</Tabs.Panel>
        <Tabs.Panel value="communications">
          <CommunicationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="outbox">
          <OutboxTab />
        </Tabs.Panel>
      </Tabs>
      <RegistrationDetailModal registrationId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
