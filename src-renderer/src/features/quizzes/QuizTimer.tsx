import { Badge } from '@mantine/core';
import { formatTimeLeft } from '@shared/quizzes/time-limit';
import { IconClock } from '@tabler/icons-react';
import { useQuizzesTexts } from './quizzes-texts';

/** The visible timer of an attempt; red in its last minute. */
export function QuizTimer({ msLeft }: { msLeft: number }) {
  const t = useQuizzesTexts();
  const text = formatTimeLeft(msLeft);
  return (
    <Badge
      size="xl"
      variant="light"
      color={msLeft <= 60_000 ? 'red' : 'blue'}
      leftSection={<IconClock size={18} aria-hidden />}
      role="timer"
      aria-label={t('timeLeft', { time: text })}
      data-testid="quiz-timer"
      styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
    >
      {text}
    </Badge>
  );
}
