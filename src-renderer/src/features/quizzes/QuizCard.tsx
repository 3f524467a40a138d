import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { QuizSummary } from '@shared/api/quizzes';
import { quizCategoryLabels } from '@shared/quizzes/quiz-file';
import { scoreColour } from '@shared/quizzes/scoring';
import { IconClock, IconListCheck, IconPlayerPlay, IconRefresh, IconTrophy } from '@tabler/icons-react';

const difficultyColour = { Beginner: 'teal', Intermediate: 'blue', Advanced: 'grape' } as const;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

interface QuizCardProps {
  quiz: QuizSummary;
  onStart: () => void;
  /** This card's Start is the one under way. */
  starting: boolean;
  /** Another card's Start is under way. */
  disabled: boolean;
}

export function QuizCard({ quiz, onStart, starting, disabled }: QuizCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="quiz-card" aria-label={quiz.title} component="article">
      <Stack gap="sm" h="100%">
        <Group gap={6}>
          <Badge variant="light">{quizCategoryLabels[quiz.category]}</Badge>
          <Badge variant="light" color={difficultyColour[quiz.difficulty]}>
            {quiz.difficulty}
          </Badge>
          {quiz.completed && (
            <Badge variant="filled" color="teal">
              Completed
            </Badge>
          )}
        </Group>
        <Title order={3} fz="lg">
          {quiz.title}
        </Title>
        <Text fz="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {quiz.description}
        </Text>
        <Group gap="md" fz="sm" c="dimmed">
          <Group gap={4}>
            <IconListCheck size={16} aria-hidden />
            <Text fz="sm">{quiz.questionCount} questions</Text>
          </Group>
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text fz="sm">{quiz.timeLimitMinutes} min</Text>
          </Group>
          <Group gap={4}>
            <IconTrophy size={16} aria-hidden />
            <Text fz="sm">{quiz.maxScore} points</Text>
          </Group>
        </Group>
        {quiz.bestScore !== null && quiz.lastScore !== null && (
          <Group gap="xs" data-testid="quiz-card-scores">
            <Badge size="lg" variant="light" color={scoreColour(quiz.bestScore)}>
              Best {quiz.bestScore}%
            </Badge>
            <Text fz="xs" c="dimmed">
              Last {quiz.lastScore}%{quiz.lastAttemptAt ? ` on ${shortDate(quiz.lastAttemptAt)}` : ''} · {quiz.attempts} {quiz.attempts === 1 ? 'attempt' : 'attempts'}
            </Text>
          </Group>
        )}
        <Button
          onClick={onStart}
          loading={starting}
          disabled={disabled}
          variant={quiz.completed ? 'light' : 'filled'}
          leftSection={quiz.completed ? <IconRefresh size={16} /> : <IconPlayerPlay size={16} />}
        >
          {quiz.completed ? 'Retake Quiz' : 'Start Quiz'}
        </Button>
      </Stack>
    </Card>
  );
}
