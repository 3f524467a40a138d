import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ContentBlock } from '@shared/courses/blocks';
import { IconBulb, IconQuestionMark } from '@tabler/icons-react';
import { useState } from 'react';
import { useAnswerQuiz } from '../use-progress-mutations';
import { InlineText } from './InlineText';
import { QuizOptionList } from './QuizOptionList';

type QuizContent = Extract<ContentBlock, { type: 'quiz' }>;

interface QuizBlockProps {
  block: QuizContent;
  courseId: string;
  lessonId: string;
  /** The option the learner picked when they last answered this quiz (progress on the server). */
  previousPick: number | undefined;
  /** An unsaved lesson in the content admin's preview: checked here, as the server would, and never recorded. */
  preview?: boolean;
}

interface Checked {
  answer: number;
  correct: boolean;
  correctAnswer: number;
  explanation: string;
}

/** product.md §2.3 quiz: choose, check on the server, then see the right answer and why. */
export function QuizBlock({ block, courseId, lessonId, previousPick, preview = false }: QuizBlockProps) {
  const answer = useAnswerQuiz(courseId);
  const [selected, setSelected] = useState<number | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [retrying, setRetrying] = useState(false);
  // Answered on an earlier visit: show the learner's own pick, marked, until they ask to try again.
  const previous = previousPick !== undefined && !checked && !retrying ? previousPick : null;
  const correctAnswer = checked?.correctAnswer ?? (previous === null ? null : block.correctAnswer);
  const explanation = checked?.explanation ?? (previous === null ? null : block.explanation);

  const check = () => {
    if (selected === null) return;
    if (preview) {
      setChecked({ answer: selected, correct: selected === block.correctAnswer, correctAnswer: block.correctAnswer, explanation: block.explanation });
      return;
    }
    answer.mutate(
      { contentId: lessonId, blockId: block.id, answer: selected },
      { onSuccess: (reply) => setChecked({ answer: selected, correct: reply.correct, correctAnswer: reply.correctAnswer, explanation: reply.explanation }) },
    );
  };
  const tryAgain = () => {
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
        <QuizOptionList name={block.id} options={block.options} selected={checked?.answer ?? previous ?? selected} correctAnswer={correctAnswer} onSelect={setSelected} />
        {checked && (
          <Text fw={700} c={checked.correct ? 'green' : 'red'} role="status">
            {checked.correct ? 'Correct! Well done.' : 'Not quite. The correct answer is highlighted.'}
          </Text>
        )}
        {previous !== null && (
          <Text fz="sm" c="dimmed" data-testid="quiz-previous-answer">
            {previous === block.correctAnswer ? 'You answered this quiz before, correctly.' : 'You answered this quiz before. Your answer is marked and the correct one is highlighted.'}
          </Text>
        )}
        {explanation && (
          <Alert variant="light" color="blue" icon={<IconBulb size={18} />} title="Explanation" data-testid="quiz-explanation">
            <InlineText text={explanation} />
          </Alert>
        )}
        {answer.isError && (
          <Text fz="sm" c="red" role="alert">
            Could not check your answer. Please try again.
          </Text>
        )}
        <Group>
          {correctAnswer === null ? (
            <Button onClick={check} disabled={selected === null} loading={answer.isPending}>
              Check answer
            </Button>
          ) : (
            <Button variant="default" onClick={tryAgain}>
              Try again
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
