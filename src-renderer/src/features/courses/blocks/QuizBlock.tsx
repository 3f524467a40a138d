import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { QuizAnswered, ServedBlock } from '@shared/courses/blocks';
import { IconBulb, IconQuestionMark } from '@tabler/icons-react';
import { useState } from 'react';
import { useReaderTexts } from '../reader-texts';
import { useAnswerQuiz } from '../../progress/use-progress-mutations';
import { InlineText } from './InlineText';
import { QuizOptionList } from './QuizOptionList';
import { useQuizOfflineTexts } from './quiz-offline-texts';

type QuizContent = Extract<ServedBlock, { type: 'quiz' }>;

interface QuizBlockProps {
  block: QuizContent;
  courseId: string;
  lessonId: string;
  checkLocally?: (blockId: string, optionId: string) => QuizAnswered | undefined;
}

/**
 * product.md §2.3 quiz: choose, check on the server, then see the right answer and why. The options
 * come in this learner's own order and the answer goes back as the option's id (product.md §2.12).
 */
export function QuizBlock({ block, courseId, lessonId, checkLocally }: QuizBlockProps) {
  const t = useReaderTexts();
  const answer = useAnswerQuiz(courseId);
  const [selected, setSelected] = useState<string | null>(null);
  const [checked, setChecked] = useState<QuizAnswered | null>(null);
  const [retrying, setRetrying] = useState(false);
  // Answered on the desktop while offline: kept, and checked once it reaches the server.
  const [savedOffline, setSavedOffline] = useState(false);
  const savedOfflineText = useQuizOfflineTexts()('savedOffline');
  // Answered on an earlier visit: show the learner's own pick, marked, until they ask to try again.
  const previous = !checked && !retrying ? block.answered : null;
  const shown = checked ?? previous;

  const check = () => {
    if (selected === null) return;
    if (checkLocally) {
      setChecked(checkLocally(block.id, selected) ?? null);
      return;
    }
    answer.mutate(
      { contentId: lessonId, blockId: block.id, optionId: selected },
      {
        onSuccess: (reply) => {
          if ('queued' in reply) setSavedOffline(true);
          else setChecked({ chosenOptionId: selected, correctOptionId: reply.correctOptionId, correct: reply.correct, explanation: reply.explanation });
        },
      },
    );
  };
  const tryAgain = () => {
    setSavedOffline(false);
    setChecked(null);
    setSelected(null);
    setRetrying(true);
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="quiz-block">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl">
            <IconQuestionMark size={18} />
          </ThemeIcon>
          <Text fw={600}>
            <InlineText text={block.question} />
          </Text>
        </Group>
        <QuizOptionList name={block.id} options={block.options} selected={shown?.chosenOptionId ?? selected} correctOptionId={shown?.correctOptionId ?? null} onSelect={setSelected} />
        {checked && (
          <Text fw={700} c={checked.correct ? 'green' : 'red'} role="status">
            {checked.correct ? t('quizCorrect') : t('quizWrong')}
          </Text>
        )}
        {savedOffline && (
          <Text fz="sm" c="dimmed" role="status" data-testid="quiz-saved-offline">
            {savedOfflineText}
          </Text>
        )}
        {previous && (
          <Text fz="sm" c="dimmed" data-testid="quiz-previous-answer">
            {previous.correct ? t('quizBeforeCorrect') : t('quizBefore')}
          </Text>
        )}
        {shown?.explanation && (
          <Alert variant="light" color="blue" icon={<IconBulb size={18} />} title={t('explanation')} data-testid="quiz-explanation">
            <InlineText text={shown.explanation} />
          </Alert>
        )}
        {answer.isError && (
          <Text fz="sm" c="red" role="alert">
            {t('quizCheckFailed')}
          </Text>
        )}
        <Group>
          {shown || savedOffline ? (
            <Button variant="default" onClick={tryAgain}>
              {t('quizTryAgain')}
            </Button>
          ) : (
            <Button onClick={check} disabled={selected === null} loading={answer.isPending}>
              {t('checkAnswer')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
