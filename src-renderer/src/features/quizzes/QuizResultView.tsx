import { Alert, Badge, Button, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import type { AttemptResult } from '@shared/api/quizzes';
import { scoreColour } from '@shared/quizzes/scoring';
import { IconArrowLeft, IconBulb, IconCircleCheckFilled, IconCircleXFilled, IconRefresh } from '@tabler/icons-react';
import { InlineText } from '../courses/blocks/InlineText';
import { useQuizzesTexts } from './quizzes-texts';

type Reviewed = AttemptResult['review'][number];

function ReviewedQuestion({ question, number }: { question: Reviewed; number: number }) {
  const t = useQuizzesTexts();
  return (
    <Paper withBorder radius="md" p="md" data-testid="quiz-review-question" data-correct={question.correct || undefined}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {question.correct ? (
            <IconCircleCheckFilled size={22} color="var(--mantine-color-green-filled)" aria-label={t('correct')} style={{ flexShrink: 0 }} />
          ) : (
            <IconCircleXFilled size={22} color="var(--mantine-color-red-filled)" aria-label={t('wrong')} style={{ flexShrink: 0 }} />
          )}
          <Text fw={600}>
            {number}. <InlineText text={question.prompt} />
          </Text>
        </Group>
        {question.options.map((option) => {
          const isRight = option.id === question.correctOptionId;
          const isChosen = option.id === question.chosenOptionId;
          return (
            <Paper
              key={option.id}
              withBorder
              radius="sm"
              px="sm"
              py={6}
              style={{
                borderColor: isRight ? 'var(--mantine-color-green-filled)' : isChosen ? 'var(--mantine-color-red-filled)' : undefined,
                background: isRight ? 'var(--mantine-color-green-light)' : isChosen ? 'var(--mantine-color-red-light)' : undefined,
              }}
            >
              <Group justify="space-between" gap="xs">
                <Text fz="sm">
                  <InlineText text={option.text} />
                </Text>
                {/* On a narrow screen the labels move under the option rather than being cut short. */}
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {isChosen && (
                    <Badge size="sm" variant="light" color={isRight ? 'green' : 'red'}>
                      {t('yourAnswer')}
                    </Badge>
                  )}
                  {isRight && (
                    <Badge size="sm" variant="filled" color="green">
                      {t('correct')}
                    </Badge>
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
        {question.chosenOptionId === null && (
          <Text fz="sm" c="dimmed">
            {t('notAnswered')}
          </Text>
        )}
        <Alert variant="light" color="blue" icon={<IconBulb size={18} />} title={t('explanation')}>
          <InlineText text={question.explanation} />
        </Alert>
      </Stack>
    </Paper>
  );
}

/** The result of an attempt, scored by the server, with every question explained. */
export function QuizResultView({ result, onRetake, retaking, onBack }: { result: AttemptResult; onRetake: () => void; retaking: boolean; onBack: () => void }) {
  const t = useQuizzesTexts();
  const colour = scoreColour(result.percent);
  return (
    <Stack gap="md" component="section" aria-label={t('resultLabel', { title: result.title })} data-testid="quiz-result">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="lg" wrap="wrap">
          <RingProgress
            size={128}
            thickness={12}
            roundCaps
            sections={[{ value: result.percent, color: colour }]}
            label={
              <Text ta="center" fw={800} fz={26} c={colour} data-testid="quiz-result-percent">
                {result.percent}%
              </Text>
            }
          />
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {result.title}
            </Title>
            <Text data-testid="quiz-result-summary">
              {t('summary', { correct: result.correctCount, total: result.questionCount, points: result.points, max: result.maxScore })}
            </Text>
            <Group gap="sm" mt="xs">
              <Button leftSection={<IconRefresh size={16} />} onClick={onRetake} loading={retaking}>
                {t('retakeQuiz')}
              </Button>
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
                {t('backToQuizzes')}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Paper>
      <Title order={2} fz="h3">
        {t('reviewAnswers')}
      </Title>
      {result.review.map((question, i) => (
        <ReviewedQuestion key={question.id} question={question} number={i + 1} />
      ))}
    </Stack>
  );
}
