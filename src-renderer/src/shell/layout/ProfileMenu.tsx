import type { Me } from '@shared/api/profile';
import { ProfileButton } from './ProfileButton';
import { useDeferredMenu } from './use-deferred-menu';
import { useRouteBoundOpen } from './use-route-bound-open';

// The menu and the positioning code under it arrive after the first paint (or on the first press).
const loadPopup = () => import('./ProfileMenuPopup');

interface ProfileMenuProps {
  user: Me;
  isAdmin: boolean;
  onSignOut: () => void;
}

/**
 * product.md §1.2: avatar, name and e-mail, the personal screens, Premium Active with the plan badge or
 * Upgrade to Premium, Admin Panel for admins, and Sign Out last (ProfileMenuPopup.tsx). The
 * route-bound state closes it on navigation.
 */
export function ProfileMenu({ user, isAdmin, onSignOut }: ProfileMenuProps) {
  const [opened, setOpened] = useRouteBoundOpen();
  const { chunk, focused, buttonProps } = useDeferredMenu(loadPopup, () => setOpened(true));
  if (chunk) return <chunk.ProfileMenuPopup user={user} isAdmin={isAdmin} onSignOut={onSignOut} opened={opened} setOpened={setOpened} focused={focused} />;
  return <ProfileButton user={user} aria-busy={opened} {...buttonProps} />;
}
