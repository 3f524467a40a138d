import { Button, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconBooks, IconCode, IconCrown, IconReceipt, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSubscription } from '../payments/use-subscription';
import { useDashboardTexts } from './dashboard-texts';

const actions = [
  { label: 'browseCourses', to: '/courses', icon: IconBooks },
  { label: 'openPlayground', to: '/playground', icon: IconCode },
  { label: 'viewProfile', to: '/profile', icon: IconUser },
] as const;

// A learner who has just paid must not be asked to pay again; they get their receipts instead.
const upgrade = { label: 'upgrade', to: '/payment/monthly', icon: IconCrown } as const;
const payments = { label: 'yourPayments', to: '/profile#payments', icon: IconReceipt } as const;

export function QuickActions() {
  const subscription = useSubscription();
  const t = useDashboardTexts();
  const last = subscription.data?.hasSubscription ? payments : upgrade;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} fz="lg" id="quick-actions-title" mb="sm">
        {t('quickActions')}
      </Title>
      <SimpleGrid cols={1} spacing="xs">
        {[...actions, ...(subscription.isPending ? [] : [last])].map(({ label, to, icon: Icon }) => (
          <Button key={to} component={Link} to={to} variant="light" leftSection={<Icon size={18} />} justify="flex-start">
            {t(label)}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
