import { describe, expect, it } from 'vitest';
import { averageScore, unlockedAchievements } from './achievements';
import { matchesQuizFilters, noQuizFilters } from './filters';
import { quizFile } from './quiz-file';
import { scoreAttempt, scoreColour } from './scoring';
import { attemptDeadline, formatTimeLeft, isInTime, submitGraceMs } from './time-limit';

const questions = [
  { id: 'q1', correctOptionId: 'b' },
  { id: 'q2', correctOptionId: 'a' },
  { id: 'q3', correctOptionId: 'd' },
];

describe('scoring an attempt', () => {
  it('scores by option id, counts unanswered as wrong and shares the maximum score equally', () => {
    const score = scoreAttempt(questions, new Map([['q1', 'b'], ['q2', 'c']]), 50);
    expect(score).toEqual({ correctCount: 1, questionCount: 3, percent: 33, points: 17 });
  });
  it('gives full marks for every right option whatever order they were sent in', () => {
    expect(scoreAttempt(questions, new Map([['q3', 'd'], ['q1', 'b'], ['q2', 'a']]), 100)).toMatchObject({ percent: 100, points: 100 });
  });
  it('ignores answers to questions the quiz does not have', () => {
    expect(scoreAttempt(questions, new Map([['q9', 'b']]), 100).correctCount).toBe(0);
  });
});

describe('score colours (product.md §2.9)', () => {
  it('is green from 90, amber from 80, orange from 70 and red below', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 0].map(scoreColour)).toEqual(['green', 'green', 'yellow', 'yellow', 'orange', 'orange', 'red', 'red']);
  });
});

describe('the time limit', () => {
  const start = new Date('2026-03-01T10:00:00.000Z');
  const deadline = attemptDeadline(start, 10);
  it('runs out the given minutes after the start', () => {
    expect(deadline.toISOString()).toBe('2026-03-01T10:10:00.000Z');
  });
  it('takes answers up to the deadline and a short grace for the request, and refuses later ones', () => {
    expect(isInTime(new Date(deadline.getTime() - 1), deadline)).toBe(true);
    expect(isInTime(new Date(deadline.getTime() + submitGraceMs), deadline)).toBe(true);
    expect(isInTime(new Date(deadline.getTime() + submitGraceMs + 1), deadline)).toBe(false);
  });
  it('shows minutes and seconds left, rounding a part second up and stopping at zero', () => {
    expect(formatTimeLeft(600_000)).toBe('10:00');
    expect(formatTimeLeft(61_500)).toBe('1:02');
    expect(formatTimeLeft(-5)).toBe('0:00');
  });
});

describe('achievements (product.md §2.4)', () => {
  it('holds none before the first completed quiz', () => {
    expect(unlockedAchievements([]).size).toBe(0);
    expect(averageScore([])).toBeNull();
  });
  it('unlocks First Quiz at one completed quiz and Quiz Master at five', () => {
    expect([...unlockedAchievements([40])]).toEqual(['first-quiz']);
    expect(unlockedAchievements([40, 40, 40, 40]).has('quiz-master')).toBe(false);
    expect(unlockedAchievements([40, 40, 40, 40, 40]).has('quiz-master')).toBe(true);
  });
  it('unlocks High Scorer at an average of 80 and Perfectionist at 90', () => {
    expect(unlockedAchievements([80, 79]).has('high-scorer')).toBe(true); // average 79.5 rounds to 80
    expect(unlockedAchievements([80, 78]).has('high-scorer')).toBe(false);
    expect(unlockedAchievements([90, 100]).has('perfectionist')).toBe(true);
    expect(unlockedAchievements([89]).has('perfectionist')).toBe(false);
  });
});

describe('the Quizzes screen filters', () => {
  const quiz = { title: 'SQL Fundamentals', description: 'Tables and queries', tags: ['select'], category: 'database', difficulty: 'Beginner', completed: false } as const;
  it('searches title, description and tags in any case', () => {
    expect(matchesQuizFilters(quiz, { ...noQuizFilters, search: 'sql' })).toBe(true);
    expect(matchesQuizFilters(quiz, { ...noQuizFilters, search: 'SELECT' })).toBe(true);
    expect(matchesQuizFilters(quiz, { ...noQuizFilters, search: 'python' })).toBe(false);
  });
  it('filters by category, difficulty and completion', () => {
    expect(matchesQuizFilters(quiz, { ...noQuizFilters, category: 'frontend' })).toBe(false);
    expect(matchesQuizFilters(quiz, { ...noQuizFilters, difficulty: 'Beginner', category: 'database' })).toBe(true);
    expect(matchesQuizFilters(quiz, { ...noQuizFilters, completion: 'completed' })).toBe(false);
    expect(matchesQuizFilters(quiz, { ...noQuizFilters, completion: 'not-completed' })).toBe(true);
  });
});

describe('the quiz file schema', () => {
  const question = (id: string, correct = ['a']) => ({ id, prompt: 'Why?', explanation: 'Because.', options: ['a', 'b'].map((o) => ({ id: o, text: o, correct: correct.includes(o) })) });
  const file = (qs: unknown[]) => ({ id: 'x', title: 'X', description: 'X', category: 'cloud', difficulty: 'Beginner', timeLimitMinutes: 5, maxScore: 100, questions: qs });
  const ten = Array.from({ length: 10 }, (_, i) => question(`q${i}`));
  it('takes a quiz of ten questions each with one correct option', () => {
    expect(quizFile.safeParse(file(ten)).success).toBe(true);
  });
  it('refuses fewer than ten questions, two correct options, or repeated ids', () => {
    expect(quizFile.safeParse(file(ten.slice(1))).success).toBe(false);
    expect(quizFile.safeParse(file([...ten.slice(1), question('q0', ['a', 'b'])])).success).toBe(false);
    expect(quizFile.safeParse(file([...ten.slice(1), question('q1')])).success).toBe(false);
  });
});
