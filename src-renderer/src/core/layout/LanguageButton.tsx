import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import type { AppLanguage } from '../i18n';
import { useShellTexts } from '../shell-texts';

/** Each language by its own name, in its own script: a learner who cannot read the current one still finds theirs. */
export const languageNames: Record<AppLanguage, string> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' };
/** What the header's button shows: short enough for 375 px. */
const shortNames: Record<AppLanguage, string> = { en: 'EN', hi: 'हि', te: 'తె' };

/** The header's language button: the picker's menu target once its code has arrived, a plain button before. */
export function LanguageButton({ language, ...props }: { language: AppLanguage } & ComponentPropsWithRef<'button'>) {
  const t = useShellTexts();
  return (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      px={8}
      radius="md"
      leftSection={<IconLanguage size={16} />}
      aria-label={t('languageCurrent', { language: languageNames[language] })}
      data-testid="language-picker"
      {...props}
    >
      {shortNames[language]}
    </Button>
  );
}
