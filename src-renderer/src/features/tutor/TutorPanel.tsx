import { CloseButton, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { bottomBarHeight } from '../../core/layout/bottom-bar';
import { ChatToolbar } from './ChatToolbar';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useTutorSettings } from './tutor-settings';
import { useChat } from './use-chat';
import { useTutorTexts } from './use-tutor-texts';

/** The chat panel (product.md §1.2 "Chat assistant"), loaded with its Markdown and translations on first open. */
export function TutorPanel({ onClose }: { onClose: () => void }) {
  const [settings, changeSettings] = useTutorSettings();
  const t = useTutorTexts(settings.language);
  const chat = useChat('default');
  const hasMessages = (chat.history.data?.messages.length ?? 0) + chat.live.length > 0;
  return (
    <Paper
      shadow="xl"
      radius="md"
      withBorder
      role="dialog"
      aria-label={t('title')}
      lang={settings.language}
      data-testid="tutor-panel"
      style={{ display: 'flex', flexDirection: 'column', width: 'min(420px, calc(100vw - 24px))', height: `min(640px, calc(100dvh - 104px - ${bottomBarHeight}))`, overflow: 'hidden' }}
    >
      <Group justify="space-between" px="sm" py={8} wrap="nowrap" bg="var(--mantine-color-blue-light)">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="filled" radius="xl" size="md">
            <IconSparkles size={16} />
          </ThemeIcon>
          <Title order={2} fz="md">
            {t('title')}
          </Title>
        </Group>
        <CloseButton onClick={onClose} aria-label={t('close')} />
      </Group>
      <ChatToolbar settings={settings} onChange={changeSettings} canClear={hasMessages && !chat.busy} clearing={chat.clear.isPending} onClear={() => chat.clear.mutate()} t={t} />
      <MessageList
        stored={chat.history.data?.messages}
        loading={chat.history.isPending}
        failed={chat.history.isError}
        onRetry={() => void chat.history.refetch()}
        live={chat.live}
        onRevealed={chat.markRevealed}
        t={t}
      />
      {chat.clear.isError && (
        <Text fz="sm" c="red" px="sm" role="alert">
          {t('errorClear')}
        </Text>
      )}
      <Composer busy={chat.busy} onSend={(text) => void chat.send(text, settings.style, settings.language)} onStop={chat.stop} t={t} />
    </Paper>
  );
}
