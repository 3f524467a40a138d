import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePageMeta } from '../../../app/use-page-meta';
import { useAuth } from '../../auth/auth-context';
import { canOrganise } from './admin-access';
import { adminMessages } from './admin-messages';
import { HackathonAdminDashboard } from './HackathonAdminDashboard';

/** /hackathon/admin (product.md §3.2.6): the route guard has signed the person in; this checks the role. */
export function AdminDashboardPage() {
  usePageMeta({ title: 'Hackathon organiser dashboard · Kodeshala', description: 'Registrations, payments, analytics and e-mail for the hackathon.', canonicalPath: '/hackathon/admin' });
  const { user } = useAuth();
  if (!canOrganise(user?.roles)) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" icon={<IconLock />} title={adminMessages.accessDenied} role="alert" data-testid="admin-access-denied">
          The hackathon dashboard is for the event's organisers and admins. If you organise this event, ask an admin to give your account the organiser role.
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <HackathonAdminDashboard />
    </Container>
  );
}
