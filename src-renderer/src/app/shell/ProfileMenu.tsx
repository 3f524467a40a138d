import { Box, Group, Menu, UnstyledButton } from '@mantine/core';
import type { Me } from '@shared/api/profile';
import { IconChevronDown, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PremiumMenuItem } from '../../features/payments/PremiumMenuItem';
import { useShellTexts } from '../shell-texts';
import { adminPath, profileMenuLinks, upgradePath } from './nav-links';
import { UserAvatar, UserIdentity } from './UserAvatar';
import { useRouteBoundOpen } from './use-route-bound-open';

interface ProfileMenuProps {
  user: Me;
  isAdmin: boolean;
  onSignOut: () => void;
}

/**
 * product.md §1.2: avatar, name and e-mail, the personal screens, Premium Active with the plan badge or
 * Upgrade to Premium, Admin Panel for admins, and Sign Out last. Mantine's Menu closes
 * on Escape and outside clicks; the route-bound state closes it on navigation.
 */
export function ProfileMenu({ user, isAdmin, onSignOut }: ProfileMenuProps) {
  const [opened, setOpened] = useRouteBoundOpen();
  const t = useShellTexts();
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={270} shadow="md" offset={10} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('openProfileMenu')} data-testid="profile-menu-button">
          <Group gap={4} wrap="nowrap">
            <UserAvatar user={user} size={36} />
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="profile-menu">
        <Box p="sm">
          <UserIdentity user={user} avatarSize={42} />
        </Box>
        <Menu.Divider />
        {profileMenuLinks.map(({ label, to, Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <PremiumMenuItem upgradePath={upgradePath} />
        {isAdmin && (
          <Menu.Item component={Link} to={adminPath} leftSection={<IconShieldLock size={16} />}>
            {t('adminPanel')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
