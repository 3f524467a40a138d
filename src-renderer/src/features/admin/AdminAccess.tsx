import { Alert, Anchor, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAdminTexts } from './admin-texts';

/** The panel's two refusals (product.md §2.2): signed out, or signed in without the admin role. */
export function AdminAccess({ signedIn, organiser }: { signedIn: boolean; organiser: boolean }) {
  const t = useAdminTexts();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconLock />} title={signedIn ? t('accessDenied') : t('logIn')} role="alert" data-testid="admin-panel-denied">
        {signedIn && organiser && (
          <>
            {t('organisersBefore')}
            <Anchor component={Link} to="/hackathon/admin">
              {t('organiserDashboard')}
            </Anchor>
            {t('organisersAfter')}
          </>
        )}
        {!signedIn && (
          <Anchor component={Link} to="/login?returnTo=%2Fadmin">
            {t('signIn')}
          </Anchor>
        )}
      </Alert>
    </Container>
  );
}
