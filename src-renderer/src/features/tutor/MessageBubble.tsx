import { Box, Group, Loader, Paper, Text } from '@mantine/core';
import { IconPlayerStopFilled } from '@tabler/icons-react';
import { type ServerText, useServerText } from '../../core/i18n';
import type { ChatProblem } from './stream-chat';
import { BotMarkdown } from './BotMarkdown';
import type { TutorText } from './use-tutor-texts';
import { useTypewriter } from './use-typewriter';

const problemText = (problem: ChatProblem, t: TutorText, say: ServerText): string =>
  problem.refusal ? say(problem.refusal) : t(problem.kind === 'empty' ? 'errorEmpty' : problem.kind === 'format' ? 'errorFormat' : 'errorFailed');

export function UserBubble({ text, t }: { text: string; t: TutorText }) {
  return (
    <Group justify="flex-end" data-testid="chat-user-message">
      <Paper px="sm" py={6} radius="lg" bg="blue.6" c="white" maw="85%" aria-label={t('you')}>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Paper>
    </Group>
  );
}

interface BotBubbleProps {
  text: string;
  t: TutorText;
  /** A reply of this visit: revealed with the typing effect. */
  animate?: boolean;
  streaming?: boolean;
  stopped?: boolean;
  problem?: ChatProblem;
  onRevealed?: () => void;
}

const noop = () => undefined;

export function BotBubble({ text, t, animate = false, streaming = false, stopped = false, problem, onRevealed = noop }: BotBubbleProps) {
  const shown = useTypewriter(text, { active: animate, streaming, frozen: stopped, onRevealed });
  const say = useServerText();
  const waiting = streaming && shown === '';
  return (
    <Group
      justify="flex-start"
      data-testid="chat-bot-message"
      data-shown={shown.length}
      data-state={problem ? 'error' : stopped ? 'stopped' : streaming || shown.length < text.length ? 'typing' : 'done'}>
      {/* Answers carry code and lists: they take the panel's width, the learner's short questions do not. */}
      <Paper px="sm" py={4} radius="lg" withBorder style={{ flex: 1, minWidth: 0 }} aria-label={t('tutor')}>
        {waiting ? (
          <Group gap={6} py={6}>
            <Loader size="xs" type="dots" />
            <Text fz="sm" c="dimmed">
              {t('thinking')}
            </Text>
          </Group>
        ) : (
          <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <BotMarkdown text={shown} t={t} />
          </Box>
        )}
        {problem && (
          <Text fz="sm" c="red" py={4} role="alert">
            {problemText(problem, t, say)}
          </Text>
        )}
        {stopped && (
          <Group gap={4} c="dimmed" pb={4}>
            <IconPlayerStopFilled size={12} aria-hidden />
            <Text fz="xs">{t('stopped')}</Text>
          </Group>
        )}
      </Paper>
    </Group>
  );
}
