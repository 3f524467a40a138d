import type { QuizCategory, QuizDifficulty } from './quiz-file';

export const completionFilters = ['all', 'completed', 'not-completed'] as const;
export type CompletionFilter = (typeof completionFilters)[number];

export interface QuizFilters {
  search: string;
  category: QuizCategory | 'all';
  difficulty: QuizDifficulty | 'all';
  completion: CompletionFilter;
}

export const noQuizFilters: QuizFilters = { search: '', category: 'all', difficulty: 'all', completion: 'all' };

interface Filterable {
  title: string;
  description: string;
  tags: readonly string[];
  category: QuizCategory;
  difficulty: QuizDifficulty;
  completed: boolean;
}

/** The Quizzes screen's search (title, description and tags, any case) and its three filters. */
export function matchesQuizFilters(quiz: Filterable, filters: QuizFilters): boolean {
  const needle = filters.search.trim().toLowerCase();
  const found = needle === '' || [quiz.title, quiz.description, ...quiz.tags].some((text) => text.toLowerCase().includes(needle));
  return (
    found &&
    (filters.category === 'all' || quiz.category === filters.category) &&
    (filters.difficulty === 'all' || quiz.difficulty === filters.difficulty) &&
    (filters.completion === 'all' || quiz.completed === (filters.completion === 'completed'))
  );
}
