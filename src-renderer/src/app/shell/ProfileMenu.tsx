import type { Me } from '@shared/api/profile';
import { useState } from 'react';
import { ProfileButton } from './ProfileButton';
import { useIdleChunk } from './use-idle-chunk';
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
  const { chunk, request } = useIdleChunk(loadPopup);
  const [focused, setFocused] = useState(false);
  const press = () => {
    setOpened(true);
    request();
  };
  if (chunk) return <chunk.ProfileMenuPopup user={user} isAdmin={isAdmin} onSignOut={onSignOut} opened={opened} setOpened={setOpened} focused={focused} />;
  return (
    <ProfileButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opened}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      // From the press, not the click: should the menu arrive between press and release, the
      // release lands on the new button and no click reaches this one.
      onPointerDown={press}
      onClick={press}
    />
  );
}
