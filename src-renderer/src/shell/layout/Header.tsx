import { Anchor, Button, Container, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { useShellTexts } from '../../core/shell-texts';
import { DesktopNav } from './DesktopNav';
import { LanguagePicker } from './LanguagePicker';
import { Logo, productName } from './Logo';
import { MobileMenu } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';

/** product.md §1.2: desktop links, the profile menu or Sign In, and the mobile menu below 768 px. */
export function Header() {
  const { user, loading, isAdmin, signOut } = useAuth();
  const handleSignOut = () => void signOut();
  const t = useShellTexts();
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('homeLink')}>
          <Group gap="xs" wrap="nowrap">
            <Logo size={32} />
            <Text fw={800} fz="xl" hiddenFrom="sm">
              {productName}
            </Text>
            <Text fw={800} fz="xl" visibleFrom="md">
              {productName}
            </Text>
          </Group>
        </Anchor>
        <DesktopNav />
        <Group gap={8} wrap="nowrap">
          <LanguagePicker />
          <ColorSchemeToggle />
          <Group visibleFrom="sm" wrap="nowrap">
            {loading ? (
              <Skeleton circle height={36} aria-label={t('checkingSignIn')} />
            ) : user ? (
              <ProfileMenu user={user} isAdmin={isAdmin} onSignOut={handleSignOut} />
            ) : (
              <Button component={Link} to="/login">
                {t('signIn')}
              </Button>
            )}
          </Group>
          <MobileMenu user={user} onSignOut={handleSignOut} />
        </Group>
      </Group>
    </Container>
  );
}
