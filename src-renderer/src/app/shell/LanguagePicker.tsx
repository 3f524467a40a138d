import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { appLanguages, type AppLanguage, useAppLanguage } from '../i18n';
import { useAuth } from '../../features/auth/auth-context';
import { chooseLanguage } from '../../features/auth/account-language';
import { useShellTexts } from '../shell-texts';

/** Each language by its own name, in its own script: a learner who cannot read the current one still finds theirs. */
export const languageNames: Record<AppLanguage, string> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' };
/** What the header's button shows: short enough for 375 px. */
const shortNames: Record<AppLanguage, string> = { en: 'EN', hi: 'हि', te: 'తె' };

export function useChooseLanguage(): (language: AppLanguage) => void {
  const { user } = useAuth();
  return (language) => void chooseLanguage(language, user);
}

/** The header's picker: a small button with the current language, a menu of the three (arrow keys, Enter, Escape). */
export function LanguagePicker() {
  const language = useAppLanguage();
  const choose = useChooseLanguage();
  const t = useShellTexts();
  return (
    <Menu position="bottom-end" shadow="md" width={160} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-md"
          h={34}
          px={8}
          radius="md"
          leftSection={<IconLanguage size={16} />}
          aria-label={t('languageCurrent', { language: languageNames[language] })}
          data-testid="language-picker"
        >
          {shortNames[language]}
        </Button>
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
