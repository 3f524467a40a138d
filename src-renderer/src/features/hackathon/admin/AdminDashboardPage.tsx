import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePageMeta } from '../../../core/use-page-meta';
import { useAuth } from '../../auth/auth-context';
import { canOrganise } from './admin-access';
import { useServerText } from '../../../core/i18n';
import { adminMessages } from './admin-messages';
import { useAdminTexts } from './admin-texts';
import { HackathonAdminDashboard } from './HackathonAdminDashboard';

/** /hackathon/admin (product.md §3.2.6): the route guard has signed the person in; this checks the role. */
export function AdminDashboardPage() {
  const t = useAdminTexts();
  const serverText = useServerText();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/hackathon/admin' });
  const { user } = useAuth();
  if (!canOrganise(user?.roles)) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" icon={<IconLock />} title={serverText(adminMessages.accessDenied)} role="alert" data-testid="admin-access-denied">
          {t('accessDeniedText')}
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
