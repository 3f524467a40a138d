import { ActionIcon, Affix, Box, Tooltip } from '@mantine/core';
import { useClickOutside, useLocalStorage } from '@mantine/hooks';
import { IconMessageChatbot, IconX } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithStyles } from '../../core/lazy-with-styles';
import { aboveBottomBar } from '../../core/layout/bottom-bar';
import { useAuth } from '../auth/auth-context';
import { tutorOpenKey } from './tutor-settings';
import { useLauncherTexts } from './launcher-texts';

// With the rest of Mantine's styles: a panel remembered open draws as the page loads, before they would otherwise arrive.
const TutorPanel = lazyWithStyles(async () => (await import('./TutorPanel')).TutorPanel);
const preloadPanel = () => void TutorPanel.preload().catch(() => undefined);

/**
 * The floating tutor button on signed-in pages (product.md §1.2): its open state is remembered between
 * visits; it closes on a click outside and when the user signs out. The panel's code (Markdown,
 * translations) loads on the first open, so no page pays for it before.
 */
export function TutorLauncher() {
  const { user, loading } = useAuth();
  const t = useLauncherTexts();
  const [open, setOpen] = useLocalStorage<boolean>({ key: tutorOpenKey, defaultValue: false, getInitialValueInEffect: false });
  // Once loaded the panel stays mounted while hidden, so a reply keeps streaming behind a close.
  const [mounted, setMounted] = useState(open);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  useClickOutside(() => open && setOpen(false), null, [panel, button]);

  useEffect(() => {
    if (!loading && !user && open) setOpen(false);
  }, [loading, user, open, setOpen]);

  if (!user) return null;
  return (
    <Affix position={{ bottom: aboveBottomBar(16), right: 16 }} zIndex={300}>
      {mounted && (
        <Box ref={setPanel} pos="absolute" bottom={60} right={0} display={open ? 'block' : 'none'}>
          <Suspense fallback={null}>{<TutorPanel onClose={() => setOpen(false)} />}</Suspense>
        </Box>
      )}
      <Tooltip label={t(open ? 'close' : 'open')} position="left" withArrow>
        <ActionIcon
          ref={setButton}
          size={52}
          radius="xl"
          variant="filled"
          aria-label={t(open ? 'close' : 'open')}
          aria-expanded={open}
          data-testid="tutor-launcher"
          onMouseEnter={preloadPanel}
          onFocus={preloadPanel}
          onClick={() => {
            setMounted(true);
            setOpen(!open);
          }}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          {open ? <IconX size={26} /> : <IconMessageChatbot size={28} />}
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
