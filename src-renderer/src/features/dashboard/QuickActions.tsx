import { Button, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconBooks, IconCode, IconCrown, IconReceipt, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSubscription } from '../payments/use-subscription';

const actions = [
  { label: 'Browse courses', to: '/courses', icon: IconBooks },
  { label: 'Open playground', to: '/playground', icon: IconCode },
  { label: 'View profile', to: '/profile', icon: IconUser },
];

// A learner who has just paid must not be asked to pay again; they get their receipts instead.
const upgrade = { label: 'Upgrade to Premium', to: '/payment/monthly', icon: IconCrown };
const payments = { label: 'Your payments', to: '/profile#payments', icon: IconReceipt };

export function QuickActions() {
  const subscription = useSubscription();
  const last = subscription.data?.hasSubscription ? payments : upgrade;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} fz="lg" id="quick-actions-title" mb="sm">
        Quick actions
      </Title>
      <SimpleGrid cols={1} spacing="xs">
        {[...actions, ...(subscription.isPending ? [] : [last])].map(({ label, to, icon: Icon }) => (
          <Button key={to} component={Link} to={to} variant="light" leftSection={<Icon size={18} />} justify="flex-start">
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
