import { Button, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconBooks, IconCode, IconCrown, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';

const actions = [
  { label: 'Browse courses', to: '/courses', icon: IconBooks },
  { label: 'Open playground', to: '/playground', icon: IconCode },
  { label: 'View profile', to: '/profile', icon: IconUser },
  { label: 'Upgrade to Premium', to: '/payment/monthly', icon: IconCrown },
];

export function QuickActions() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} fz="lg" id="quick-actions-title" mb="sm">
        Quick actions
      </Title>
      <SimpleGrid cols={1} spacing="xs">
        {actions.map(({ label, to, icon: Icon }) => (
          <Button key={to} component={Link} to={to} variant="light" leftSection={<Icon size={18} />} justify="flex-start">
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
