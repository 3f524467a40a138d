import { Box, Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import type { ChatLanguage, ChatStyle } from '@shared/api/chat';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { TutorSettings } from './tutor-settings';
import type { TutorText } from './use-tutor-texts';

/** Each language named in itself, so a learner finds theirs whatever the panel speaks now. */
const languageNames: Record<ChatLanguage, string> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' };

interface ChatToolbarProps {
  settings: TutorSettings;
  onChange: (next: Partial<TutorSettings>) => void;
  canClear: boolean;
  clearing: boolean;
  onClear: () => void;
  t: TutorText;
}

/** Style, language and Clear chat (after confirmation, product.md §1.4), confirmed inside the panel so a click there is not an outside click. */
export function ChatToolbar({ settings, onChange, canClear, clearing, onClear, t }: ChatToolbarProps) {
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <Paper px="sm" py="xs" radius={0} bg="var(--mantine-color-red-light)" role="alertdialog" aria-label={t('clear')}>
        <Text fz="sm" mb={6}>
          {t('clearQuestion')}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
            {t('clearCancel')}
          </Button>
          <Button
            size="compact-sm"
            color="red"
            loading={clearing}
            onClick={() => {
              onClear();
              setConfirming(false);
            }}
          >
            {t('clearConfirm')}
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Group gap="xs" px="sm" py={6} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <NativeSelect
        size="xs"
        aria-label={t('style')}
        value={settings.style}
        onChange={(event) => onChange({ style: event.currentTarget.value as ChatStyle })}
        data={[
          { value: 'auto', label: t('styleAuto') },
          { value: 'detailed', label: t('styleDetailed') },
          { value: 'short', label: t('styleShort') },
        ]}
      />
      <NativeSelect
        size="xs"
        aria-label={t('language')}
        value={settings.language}
        onChange={(event) => onChange({ language: event.currentTarget.value as ChatLanguage })}
        data={(Object.keys(languageNames) as ChatLanguage[]).map((value) => ({ value, label: languageNames[value] }))}
      />
      <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} ml="auto" disabled={!canClear} onClick={() => setConfirming(true)} aria-label={t('clear')}>
        {/* A phone keeps the bin only: the translated label would not fit beside the two selectors. */}
        <Box component="span" visibleFrom="xs">
          {t('clear')}
        </Box>
      </Button>
    </Group>
  );
}
