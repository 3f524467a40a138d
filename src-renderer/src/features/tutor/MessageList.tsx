import { Alert, Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@shared/api/chat';
import { useEffect, useRef } from 'react';
import type { LiveMessage } from './use-chat';
import { BotBubble, UserBubble } from './MessageBubble';
import type { TutorText } from './use-tutor-texts';

interface MessageListProps {
  stored: ChatMessage[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  live: LiveMessage[];
  onRevealed: (id: string) => void;
  t: TutorText;
}

/**
 * The conversation, kept scrolled to the newest words. The reply is revealed letter by letter after its
 * text has arrived, so the list follows the content's height, not the message data; and it scrolls its
 * own viewport, never the page behind the panel.
 */
export function MessageList({ stored, loading, failed, onRetry, live, onRevealed, t }: MessageListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = viewport.current;
    const inner = content.current;
    if (!box || !inner) return;
    const toEnd = () => box.scrollTo({ top: box.scrollHeight });
    toEnd();
    const observer = new ResizeObserver(toEnd);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const empty = !loading && !failed && (stored?.length ?? 0) === 0 && live.length === 0;
  return (
    <ScrollArea viewportRef={viewport} style={{ flex: 1 }} type="auto" offsetScrollbars>
      <Stack ref={content} gap="xs" p="sm" aria-live="polite">
        {loading && (
          <Center py="xl">
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        )}
        {failed && (
          <Alert color="red" title={t('loadFailed')}>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {empty && (
          <Text fz="sm" c="dimmed" ta="center" py="lg" px="md">
            {t('empty')}
          </Text>
        )}
        {stored?.map((m) => (m.from === 'user' ? <UserBubble key={m.id} text={m.text} t={t} /> : <BotBubble key={m.id} text={m.text} stopped={m.stopped} t={t} />))}
        {live.map((m) =>
          m.from === 'user' ? (
            <UserBubble key={m.id} text={m.text} t={t} />
          ) : (
            <BotBubble key={m.id} text={m.text} t={t} animate streaming={m.streaming} stopped={m.stopped} problem={m.problem} onRevealed={() => onRevealed(m.id)} />
          ),
        )}
      </Stack>
    </ScrollArea>
  );
}
