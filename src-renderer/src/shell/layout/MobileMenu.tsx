import { Burger } from '@mantine/core';
import type { Me } from '@shared/api/profile';
import { lazy, Suspense, useState } from 'react';
import { useShellTexts } from '../../core/shell-texts';
import { useRouteBoundOpen } from './use-route-bound-open';

// Most visits never open it, so its drawer, grid and tiles are not part of the first download.
const MobileMenuDrawer = lazy(async () => ({ default: (await import('./MobileMenuDrawer')).MobileMenuDrawer }));

interface MobileMenuProps {
  user: Me | null;
  onSignOut: () => void;
}

/**
 * product.md §1.2, below 768 px: a full-screen grid of Home, Dashboard, Playground, Hackathon, Courses,
 * and when signed in every area of the profile menu and of the person's roles, or 'Sign In to Get
 * Started' when not. Closes on Escape and on any route change.
 */
export function MobileMenu({ user, onSignOut }: MobileMenuProps) {
  const [opened, setOpened] = useRouteBoundOpen();
  // Once fetched the drawer stays mounted, so it slides out as it slid in.
  const [wanted, setWanted] = useState(false);
  const t = useShellTexts();
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWanted(true);
          setOpened(!opened);
        }}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? t('closeMenu') : t('openMenu')}
        aria-expanded={opened}
      />
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer user={user} opened={opened} setOpened={setOpened} onSignOut={onSignOut} />
        </Suspense>
      )}
    </>
  );
}
