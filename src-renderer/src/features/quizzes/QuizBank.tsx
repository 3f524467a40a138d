import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ListQuizzesReply } from '@shared/api/quizzes';
import { matchesQuizFilters, noQuizFilters, type QuizFilters } from '@shared/quizzes/filters';
import { useState } from 'react';
import { AchievementsGrid } from './AchievementsGrid';
import { QuizCard } from './QuizCard';
import { QuizFilterBar } from './QuizFilterBar';
import { useQuizzesTexts } from './quizzes-texts';
import { QuizStats } from './QuizStats';

interface QuizBankProps {
  data: ListQuizzesReply;
  onStart: (quizId: string) => void;
  /** The quiz whose attempt is being started. */
  startingId: string | undefined;
}

/** Stats, search and filters, the cards and the achievements grid (product.md §2.2). */
export function QuizBank({ data, onStart, startingId }: QuizBankProps) {
  const t = useQuizzesTexts();
  const [filters, setFilters] = useState<QuizFilters>(noQuizFilters);
  const shown = data.quizzes.filter((quiz) => matchesQuizFilters(quiz, filters));
  return (
    <Stack gap="lg">
      <QuizStats stats={data.stats} />
      <QuizFilterBar value={filters} onChange={setFilters} />
      {shown.length === 0 ? (
        <Stack align="center" py="xl" gap="sm" data-testid="quizzes-empty">
          <Text fw={600}>{t('noQuizzes')}</Text>
          {data.quizzes.length > 0 && (
            <Button variant="light" onClick={() => setFilters(noQuizFilters)}>
              {t('clearFilters')}
            </Button>
          )}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {shown.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} onStart={() => onStart(quiz.id)} starting={startingId === quiz.id} disabled={startingId !== undefined && startingId !== quiz.id} />
          ))}
        </SimpleGrid>
      )}
      <AchievementsGrid achievements={data.achievements} />
    </Stack>
  );
}
