import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { appLanguages, useAppLanguage } from '../../core/i18n';
import { useShellTexts } from '../../core/shell-texts';
import { useFocusOnArrival } from './use-deferred-menu';
import { LanguageButton, languageNames } from '../../core/layout/LanguageButton';
import { useChooseLanguage } from '../../features/auth/use-choose-language';

interface LanguageMenuProps {
  /** Pressed before this code arrived: open at once. */
  opened: boolean;
  /** The button it replaces had the focus: keep it on the button. */
  focused: boolean;
}

/** The header picker's menu of the three languages (arrow keys, Enter, Escape); LanguagePicker.tsx fetches it. */
export function LanguageMenu({ opened, focused }: LanguageMenuProps) {
  const language = useAppLanguage();
  const choose = useChooseLanguage();
  const t = useShellTexts();
  const target = useFocusOnArrival(focused, opened);
  return (
    <Menu position="bottom-end" shadow="md" width={160} withinPortal defaultOpened={opened}>
      <Menu.Target>
        <LanguageButton language={language} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language')}</Menu.Label>
        {appLanguages.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => choose(option)}
            rightSection={option === language ? <IconCheck size={14} /> : null}
            aria-current={option === language ? 'true' : undefined}
            data-testid={`language-${option}`}
          >
            {languageNames[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
