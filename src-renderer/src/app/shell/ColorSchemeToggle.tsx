import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useShellTexts } from '../shell-texts';

/**
 * The scheme the page shows. A tap held on a drawn page and replayed as the app takes it over comes
 * before Mantine has read the remembered scheme, while its computed one still reads 'light'.
 */
function shownScheme(computed: 'light' | 'dark'): 'light' | 'dark' {
  const attribute = document.documentElement.getAttribute('data-mantine-color-scheme');
  return attribute === 'dark' || attribute === 'light' ? attribute : computed;
}

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const t = useShellTexts();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      onClick={() => setColorScheme(shownScheme(scheme) === 'dark' ? 'light' : 'dark')}
      aria-label={scheme === 'dark' ? t('toLightTheme') : t('toDarkTheme')}
    >
      {/* Chosen by the page's scheme attribute in CSS, not by the computed scheme, which reads
          'light' until the app runs: a prerendered page in the dark scheme shows the sun at once. */}
      <IconSun size={18} className="mantine-light-hidden" />
      <IconMoon size={18} className="mantine-dark-hidden" />
    </ActionIcon>
  );
}
