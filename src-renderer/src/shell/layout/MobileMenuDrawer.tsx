import { Badge, Button, Drawer, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Me } from '@shared/api/profile';
import { IconLogin2, IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useShellTexts } from '../../core/shell-texts';
import { Wordmark } from './Logo';
import { useSubscription } from '../../features/payments/use-subscription';
import { isActive, mobileMenuLinks, type NavLinkItem } from '../../core/layout/nav-links';
import { UserIdentity } from './UserAvatar';

interface MobileMenuDrawerProps {
  user: Me | null;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  onSignOut: () => void;
}

function Tile({ link, active }: { link: NavLinkItem; active: boolean }) {
  const { label, to, Icon, live } = link;
  const t = useShellTexts();
  return (
    <UnstyledButton component={Link} to={to} aria-current={active ? 'page' : undefined}>
      <Paper withBorder radius="md" p="md" h="100%" pos="relative" bg={active ? 'var(--mantine-primary-color-light)' : undefined}>
        {live && (
          <Badge size="xs" color="red" variant="filled" pos="absolute" top={8} right={8}>
            {t('live')}
          </Badge>
        )}
        <Stack align="center" gap={6}>
          <Icon size={28} color="var(--mantine-primary-color-filled)" />
          <Text fw={600} ta="center">{t(label)}</Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** The phone menu's full-screen grid (MobileMenu.tsx), its own chunk: fetched the first time it opens. */
export function MobileMenuDrawer({ user, opened, setOpened, onSignOut }: MobileMenuDrawerProps) {
  const { pathname } = useLocation();
  const t = useShellTexts();
  const subscription = useSubscription();
  const links = mobileMenuLinks(user ? { roles: user.roles, premium: subscription.data?.hasSubscription ?? false } : null);
  return (
    <Drawer
      opened={opened}
      onClose={() => setOpened(false)}
      size="100%"
      position="right"
      hiddenFrom="sm"
      title={
        <Wordmark />
      }
      closeButtonProps={{ 'aria-label': t('closeMenu') }}
    >
      <Stack gap="lg" component="nav" aria-label={t('mobileNav')}>
        {user && (
          <UserIdentity user={user} avatarSize={44} />
        )}
        <SimpleGrid cols={2} spacing="sm">
          {links.map((link) => (
            <Tile key={link.to} link={link} active={isActive(link.to, pathname)} />
          ))}
        </SimpleGrid>
        {user ? (
          <Button variant="light" color="red" leftSection={<IconLogout size={18} />} onClick={() => {
              setOpened(false);
              onSignOut();
            }}
            fullWidth
          >
            {t('signOut')}
          </Button>
        ) : (
          <Button component={Link} to="/login" size="md" leftSection={<IconLogin2 size={18} />} fullWidth>
            {t('signInToStart')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
