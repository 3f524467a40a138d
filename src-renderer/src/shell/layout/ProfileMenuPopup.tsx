import { Box, Menu } from '@mantine/core';
import type { Me } from '@shared/api/profile';
import { IconLogout, IconSettings, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { canOrganise } from '../../features/hackathon/admin/admin-access';
import { PremiumMenuItem } from '../../features/payments/PremiumMenuItem';
import { isDesktop } from '../../platform/platform';
import { useShellTexts } from '../../core/shell-texts';
import { useFocusOnArrival } from './use-deferred-menu';
import { adminPath, organiserLink, profileMenuLinks, upgradePath } from '../../core/layout/nav-links';
import { ProfileButton } from './ProfileButton';
import { UserIdentity } from './UserAvatar';

interface ProfileMenuPopupProps {
  user: Me;
  isAdmin: boolean;
  onSignOut: () => void;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  /** The button it replaces had the focus: keep it on the button. */
  focused: boolean;
}

/** The profile menu itself (ProfileMenu.tsx fetches it): Mantine's Menu closes on Escape and outside clicks. */
export function ProfileMenuPopup({ user, isAdmin, onSignOut, opened, setOpened, focused }: ProfileMenuPopupProps) {
  const t = useShellTexts();
  const target = useFocusOnArrival(focused, opened);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={270} shadow="md" offset={10} withinPortal>
      <Menu.Target>
        <ProfileButton user={user} ref={target} />
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
        {canOrganise(user.roles) && (
          <Menu.Item component={Link} to={organiserLink.to} leftSection={<organiserLink.Icon size={16} />}>
            {t(organiserLink.label)}
          </Menu.Item>
        )}
        {isDesktop() && (
          <Menu.Item component={Link} to="/app-settings" leftSection={<IconSettings size={16} />}>
            {t('appSettings')}
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
