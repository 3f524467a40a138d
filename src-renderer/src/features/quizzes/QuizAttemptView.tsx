import { Alert, Button, Group, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import type { StartAttemptReply } from '@shared/api/quizzes';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { InlineText } from '../courses/blocks/InlineText';
import { useQuizzesTexts } from './quizzes-texts';
import { QuizTimer } from './QuizTimer';
import { useCountdown } from './use-countdown';

interface QuizAttemptViewProps {
  attempt: StartAttemptReply;
  onSubmit: (answers: Array<{ questionId: string; optionId: string }>) => void;
  submitting: boolean;
  /** The server refused the answers for good (the time ran out, say): its message. */
  refusal: string | null;
  /** The answers did not arrive (a network error): its message; they can be sent again. */
  sendError: string | null;
  onRetake: () => void;
  retaking: boolean;
  onLeave: () => void;
}

/** The focused view of one attempt: a question at a time, a visible timer, submitted when time runs out. */
export function QuizAttemptView({ attempt, onSubmit, submitting, refusal, sendError, onRetake, retaking, onLeave }: QuizAttemptViewProps) {
  const t = useQuizzesTexts();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const msLeft = useCountdown(attempt.deadlineAt, attempt.now);
  const sent = useRef(false);
  const autoSent = useRef(false);
  const question = attempt.questions[index];
  const answered = attempt.questions.filter((q) => answers[q.id] !== undefined).length;
  const last = index === attempt.questions.length - 1;

  const send = () => {
    if (sent.current) return;
    sent.current = true;
    onSubmit(Object.entries(answers).map(([questionId, optionId]) => ({ questionId, optionId })));
  };
  // When the timer reaches zero the answers so far go to the server, which allows a moment for the
  // trip; once only, so that a failed send is not repeated on every tick.
  const timeUp = msLeft <= 0;
  useEffect(() => {
    if (!timeUp || autoSent.current) return;
    autoSent.current = true;
    send();
  });
  // Answers that did not arrive may be sent again.
  useEffect(() => {
    if (sendError) sent.current = false;
  }, [sendError]);

  if (refusal) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('notAccepted')} data-testid="quiz-refused">
        <Stack gap="sm">
          <Text fz="sm">{refusal}</Text>
          <Group>
            <Button leftSection={<IconRefresh size={16} />} onClick={onRetake} loading={retaking}>
              {t('retakeQuiz')}
            </Button>
            <Button variant="default" onClick={onLeave}>
              {t('backToQuizzes')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (!question) return null;

  return (
    <Stack gap="md" component="section" aria-label={t('attemptLabel', { title: attempt.title })} data-testid="quiz-attempt">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={1} fz="h2">
            {attempt.title}
          </Title>
          <Text c="dimmed" fz="sm" data-testid="quiz-position">
            {t('position', { number: index + 1, total: attempt.questions.length, answered })}
          </Text>
        </Stack>
        <QuizTimer msLeft={msLeft} />
      </Group>
      <Progress value={(answered / attempt.questions.length) * 100} aria-label={t('questionsAnswered')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Radio.Group
          key={question.id}
          name={question.id}
          label={
            <Text fw={600} fz="lg" component="span" data-testid="quiz-question-prompt">
              <InlineText text={question.prompt} />
            </Text>
          }
          value={answers[question.id] ?? null}
          onChange={(optionId) => setAnswers((before) => ({ ...before, [question.id]: optionId }))}
        >
          <Stack gap="xs" mt="md">
            {question.options.map((option) => (
              <Radio.Card key={option.id} value={option.id} radius="md" p="sm" withBorder disabled={submitting || timeUp}>
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fz="sm">
                    <InlineText text={option.text} />
                  </Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      </Paper>
      {sendError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {t('notSent', { reason: sendError })}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('previous')}
        </Button>
        {last ? (
          <Button onClick={send} loading={submitting} disabled={timeUp && !sendError && !submitting}>
            {t('submitQuiz')}
          </Button>
        ) : (
          <Button rightSection={<IconArrowRight size={16} />} onClick={() => setIndex(index + 1)}>
            {t('next')}
          </Button>
        )}
      </Group>
      <Group gap={6} aria-label={t('goToQuestion')}>
        {attempt.questions.map((q, i) => (
          <Button
            key={q.id}
            size="compact-sm"
            w={36}
            variant={i === index ? 'filled' : answers[q.id] ? 'light' : 'default'}
            onClick={() => setIndex(i)}
            aria-label={t(answers[q.id] ? 'questionButtonAnswered' : 'questionButton', { number: i + 1 })}
            aria-current={i === index ? 'step' : undefined}
          >
            {i + 1}
          </Button>
        ))}
      </Group>
      <Button variant="subtle" color="gray" onClick={onLeave} style={{ alignSelf: 'flex-start' }}>
        {t('leaveQuiz')}
      </Button>
    </Stack>
  );
}
