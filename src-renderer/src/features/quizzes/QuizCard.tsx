import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { QuizSummary } from '@shared/api/quizzes';
import { scoreColour } from '@shared/quizzes/scoring';
import { IconClock, IconListCheck, IconPlayerPlay, IconRefresh, IconTrophy } from '@tabler/icons-react';
import { useFormats } from '../../core/format';
import { categoryText, levelText, useQuizzesTexts } from './quizzes-texts';

const difficultyColour = { Beginner: 'teal', Intermediate: 'blue', Advanced: 'grape' } as const;

interface QuizCardProps {
  quiz: QuizSummary;
  onStart: () => void;
  /** This card's Start is the one under way. */
  starting: boolean;
  /** Another card's Start is under way. */
  disabled: boolean;
}

export function QuizCard({ quiz, onStart, starting, disabled }: QuizCardProps) {
  const t = useQuizzesTexts();
  const formats = useFormats();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="quiz-card" aria-label={quiz.title} component="article">
      <Stack gap="sm" h="100%">
        <Group gap={6}>
          <Badge variant="light">{t(categoryText[quiz.category])}</Badge>
          <Badge variant="light" color={difficultyColour[quiz.difficulty]}>
            {t(levelText[quiz.difficulty])}
          </Badge>
          {quiz.completed && (
            <Badge variant="filled" color="teal">
              {t('completed')}
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
            <Text fz="sm">{t('questions', { count: quiz.questionCount })}</Text>
          </Group>
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text fz="sm">{t('minutes', { count: quiz.timeLimitMinutes })}</Text>
          </Group>
          <Group gap={4}>
            <IconTrophy size={16} aria-hidden />
            <Text fz="sm">{t('points', { count: quiz.maxScore })}</Text>
          </Group>
        </Group>
        {quiz.bestScore !== null && quiz.lastScore !== null && (
          <Group gap="xs" data-testid="quiz-card-scores">
            <Badge size="lg" variant="light" color={scoreColour(quiz.bestScore)}>
              {t('best', { percent: quiz.bestScore })}
            </Badge>
            <Text fz="xs" c="dimmed" title={quiz.lastAttemptAt ? formats.dateTime(quiz.lastAttemptAt) : undefined}>
              {quiz.lastAttemptAt ? t('lastOn', { percent: quiz.lastScore, date: formats.ago(quiz.lastAttemptAt) }) : t('last', { percent: quiz.lastScore })} · {t(quiz.attempts === 1 ? 'oneAttempt' : 'attempts', { count: quiz.attempts })}
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
          {quiz.completed ? t('retakeQuiz') : t('startQuiz')}
        </Button>
      </Stack>
    </Card>
  );
}
