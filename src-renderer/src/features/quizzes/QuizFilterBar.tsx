import { Group, Select, TextInput } from '@mantine/core';
import { completionFilters, type CompletionFilter, type QuizFilters } from '@shared/quizzes/filters';
import { quizCategories, quizCategoryLabels, quizDifficulties, type QuizCategory, type QuizDifficulty } from '@shared/quizzes/quiz-file';
import { IconSearch } from '@tabler/icons-react';

const completionLabels: Record<CompletionFilter, string> = { all: 'All quizzes', completed: 'Completed', 'not-completed': 'Not completed' };

const categoryData = [{ value: 'all', label: 'All categories' }, ...quizCategories.map((c) => ({ value: c, label: quizCategoryLabels[c] }))];
const difficultyData = [{ value: 'all', label: 'All levels' }, ...quizDifficulties.map((d) => ({ value: d, label: d }))];
const completionData = completionFilters.map((c) => ({ value: c, label: completionLabels[c] }));

const isIn = <T extends string>(list: readonly T[], value: string | null): value is T => list.some((item) => item === value);

/** Search, and filters for category, difficulty and completion (product.md §2.2). */
export function QuizFilterBar({ value, onChange }: { value: QuizFilters; onChange: (next: QuizFilters) => void }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Find a quiz">
      <TextInput
        label="Search"
        placeholder="Search quizzes"
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
        maxLength={100}
      />
      <Select
        label="Category"
        data={categoryData}
        value={value.category}
        allowDeselect={false}
        onChange={(next) => onChange({ ...value, category: isIn<QuizCategory>(quizCategories, next) ? next : 'all' })}
        style={{ flex: '1 1 150px' }}
      />
      <Select
        label="Difficulty"
        data={difficultyData}
        value={value.difficulty}
        allowDeselect={false}
        onChange={(next) => onChange({ ...value, difficulty: isIn<QuizDifficulty>(quizDifficulties, next) ? next : 'all' })}
        style={{ flex: '1 1 150px' }}
      />
      <Select
        label="Completion"
        data={completionData}
        value={value.completion}
        allowDeselect={false}
        onChange={(next) => onChange({ ...value, completion: isIn<CompletionFilter>(completionFilters, next) ? next : 'all' })}
        style={{ flex: '1 1 150px' }}
      />
    </Group>
  );
}
