import type { AchievementId } from '@shared/quizzes/achievements';
import type { QuizCategory, QuizDifficulty } from '@shared/quizzes/quiz-file';
import { quizMessageTable } from '@shared/quizzes/messages';
import { addMessageTranslations, defineTexts } from '../../core/i18n';
import { en, type QuizzesTexts } from './locales/en';
import { hi, hiMessages } from './locales/hi';
import { te, teMessages } from './locales/te';

/** The Quizzes screen's words: the bank, an attempt and its result. */
export const useQuizzesTexts = defineTexts('quizzes', { en, hi, te });

addMessageTranslations(quizMessageTable, { hi: hiMessages, te: teMessages });

type Key = keyof QuizzesTexts;

export const categoryText: Readonly<Record<QuizCategory, Key>> = {
  frontend: 'categoryFrontend',
  backend: 'categoryBackend',
  mobile: 'categoryMobile',
  database: 'categoryDatabase',
  security: 'categorySecurity',
  cloud: 'categoryCloud',
  algorithms: 'categoryAlgorithms',
};

/** A difficulty as a badge says it; the value stays the bank's English. */
export const levelText: Readonly<Record<QuizDifficulty, Key>> = { Beginner: 'levelBeginner', Intermediate: 'levelIntermediate', Advanced: 'levelAdvanced' };

/** An achievement's name and what earns it, by id (the server sends them in English). */
export const achievementText: Readonly<Record<AchievementId, { title: Key; description: Key }>> = {
  'first-quiz': { title: 'firstQuizTitle', description: 'firstQuizDescription' },
  'quiz-master': { title: 'quizMasterTitle', description: 'quizMasterDescription' },
  'high-scorer': { title: 'highScorerTitle', description: 'highScorerDescription' },
  perfectionist: { title: 'perfectionistTitle', description: 'perfectionistDescription' },
};
