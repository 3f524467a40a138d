import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { minQuestions, quizCategories, quizDifficulties } from '@shared/quizzes/quiz-file';
import { readQuizBank } from '@server/quizzes/bank';

const resourcesDir = path.resolve(import.meta.dirname, '../../resources');
const bank = [...(await readQuizBank(resourcesDir)).values()];

describe('the quiz bank (resources/quizzes)', () => {
  it('has at least 8 quizzes covering every category and every difficulty of product.md §2.4', () => {
    expect(bank.length).toBeGreaterThanOrEqual(8);
    expect(new Set(bank.map((q) => q.category))).toEqual(new Set(quizCategories));
    expect(new Set(bank.map((q) => q.difficulty))).toEqual(new Set(quizDifficulties));
  });

  it.each(bank.map((quiz) => [quiz.id, quiz] as const))('%s has 10 or more questions, a time limit and a maximum score', (_id, quiz) => {
    expect(quiz.questions.length).toBeGreaterThanOrEqual(minQuestions);
    expect(quiz.timeLimitMinutes).toBeGreaterThan(0);
    expect(quiz.maxScore).toBeGreaterThan(0);
  });

  it('does not always put the right answer in the same place', () => {
    const places = new Set(bank.flatMap((quiz) => quiz.questions.map((q) => q.options.findIndex((o) => o.correct))));
    expect(places.size).toBeGreaterThanOrEqual(4);
  });
});
