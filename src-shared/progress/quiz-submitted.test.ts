import { describe, expect, it } from 'vitest';
import { isQuizSubmitted } from './quiz-submitted';

describe('the course quiz', () => {
  it('counts as submitted once every quiz block is answered', () => {
    const answered = new Set(['q1', 'q2']);
    expect(isQuizSubmitted(['q1', 'q2'], (id) => answered.has(id))).toBe(true);
    expect(isQuizSubmitted(['q1', 'q2', 'q3'], (id) => answered.has(id))).toBe(false);
  });
  it('is never submitted in a course without quiz blocks', () => {
    expect(isQuizSubmitted([], () => true)).toBe(false);
  });
});
