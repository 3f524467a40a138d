import { Alert, Anchor, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { adminMessages } from './admin-messages';

/** The panel's two refusals (product.md §2.2): signed out, or signed in without the admin role. */
export function AdminAccess({ signedIn, organiser }: { signedIn: boolean; organiser: boolean }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconLock />} title={signedIn ? adminMessages.accessDenied : adminMessages.logIn} role="alert" data-testid="admin-panel-denied">
        {signedIn && organiser && (
          <>
            Organisers manage the hackathon from the{' '}
            <Anchor component={Link} to="/hackathon/admin">
              organiser dashboard
            </Anchor>
            .
          </>
        )}
        {!signedIn && (
          <Anchor component={Link} to="/login?returnTo=%2Fadmin">
            Sign in
          </Anchor>
        )}
      </Alert>
    </Container>
  );
}
