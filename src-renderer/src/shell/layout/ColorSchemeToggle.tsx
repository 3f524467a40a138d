import { ActionIcon, useComputedColorScheme, useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useShellTexts } from '../../core/shell-texts';

/**
 * The scheme the page shows. A tap held on a prerendered page and replayed as the app takes it over comes
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
    >
      {/* The icon and the name are chosen by the page's scheme attribute in CSS, not by the computed
          scheme, which reads 'light' until the app runs: a prerendered page in the dark scheme shows
          the sun and is named for the light theme at once. */}
      <IconSun size={18} className="mantine-light-hidden" aria-hidden />
      <IconMoon size={18} className="mantine-dark-hidden" aria-hidden />
      <VisuallyHidden className="mantine-light-hidden">{t('toLightTheme')}</VisuallyHidden>
      <VisuallyHidden className="mantine-dark-hidden">{t('toDarkTheme')}</VisuallyHidden>
    </ActionIcon>
  );
}
