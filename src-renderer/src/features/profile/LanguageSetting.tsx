import { Paper, SegmentedControl, Text } from '@mantine/core';
import { isAppLanguage } from '@shared/i18n/languages';
import { useId } from 'react';
import { appLanguages, useAppLanguage } from '../../core/i18n';
import { useShellTexts } from '../../core/shell-texts';
import { languageNames } from '../../core/layout/LanguageButton';
import { useChooseLanguage } from '../auth/use-choose-language';

/** The header picker's choice as a settings card (the profile), all three options in view. */
export function LanguageSetting() {
  const language = useAppLanguage();
  const choose = useChooseLanguage();
  const t = useShellTexts();
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={labelId}>
      <Text fw={600} id={labelId}>
        {t('language')}
      </Text>
      <Text fz="sm" c="dimmed" mb="xs">
        {t('languageHint')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={language}
        onChange={(value) => {
          if (isAppLanguage(value)) choose(value);
        }}
        data={appLanguages.map((option) => ({ value: option, label: languageNames[option] }))}
        data-testid="language-setting"
        fullWidth
      />
    </Paper>
  );
}
