import { Group, Select, TextInput } from '@mantine/core';
import { completionFilters, type CompletionFilter, type QuizFilters } from '@shared/quizzes/filters';
import { quizCategories, quizDifficulties, type QuizCategory, type QuizDifficulty } from '@shared/quizzes/quiz-file';
import { IconSearch } from '@tabler/icons-react';
import { categoryText, levelText, useQuizzesTexts } from './quizzes-texts';
import type { QuizzesTexts } from './locales/en';

const completionLabels: Record<CompletionFilter, keyof QuizzesTexts> = { all: 'allQuizzes', completed: 'completed', 'not-completed': 'notCompleted' };

const isIn = <T extends string>(list: readonly T[], value: string | null): value is T => list.some((item) => item === value);

/** Search, and filters for category, difficulty and completion (product.md §2.2). */
export function QuizFilterBar({ value, onChange }: { value: QuizFilters; onChange: (next: QuizFilters) => void }) {
  const t = useQuizzesTexts();
  const categoryData = [{ value: 'all', label: t('allCategories') }, ...quizCategories.map((c) => ({ value: c, label: t(categoryText[c]) }))];
  const difficultyData = [{ value: 'all', label: t('allLevels') }, ...quizDifficulties.map((d) => ({ value: d, label: t(levelText[d]) }))];
  const completionData = completionFilters.map((c) => ({ value: c, label: t(completionLabels[c]) }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('findQuiz')}>
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
        maxLength={100}
      />
      <Select
        label={t('category')}
        data={categoryData}
        value={value.category}
        allowDeselect={false}
        onChange={(next) => onChange({ ...value, category: isIn<QuizCategory>(quizCategories, next) ? next : 'all' })}
        style={{ flex: '1 1 150px' }}
      />
      <Select
        label={t('difficulty')}
        data={difficultyData}
        value={value.difficulty}
        allowDeselect={false}
        onChange={(next) => onChange({ ...value, difficulty: isIn<QuizDifficulty>(quizDifficulties, next) ? next : 'all' })}
        style={{ flex: '1 1 150px' }}
      />
      <Select
        label={t('completion')}
        data={completionData}
        value={value.completion}
        allowDeselect={false}
        onChange={(next) => onChange({ ...value, completion: isIn<CompletionFilter>(completionFilters, next) ? next : 'all' })}
        style={{ flex: '1 1 150px' }}
      />
    </Group>
  );
}
