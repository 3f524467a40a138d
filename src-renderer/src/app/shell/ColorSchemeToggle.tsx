import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useShellTexts } from '../shell-texts';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const t = useShellTexts();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      aria-label={scheme === 'dark' ? t('toLightTheme') : t('toDarkTheme')}
    >
      {/* Chosen by the page's scheme attribute in CSS, not by the computed scheme, which reads
          'light' until the app runs: a prerendered page in the dark scheme shows the sun at once. */}
      <IconSun size={18} className="mantine-light-hidden" />
      <IconMoon size={18} className="mantine-dark-hidden" />
    </ActionIcon>
  );
}
