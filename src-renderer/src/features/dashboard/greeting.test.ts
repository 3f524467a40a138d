import { describe, expect, it } from 'vitest';
import { isReturningLearner } from './greeting';

const stats = (coursesStarted: number, activity: number, days: number) => ({
  dashboard: { totalCourses: 9, coursesStarted, coursesCompleted: 0, totalProgress: 0 },
  recentActivity: Array.from({ length: activity }, () => ({}) as never),
  activeDays: Array.from({ length: days }, (_, i) => `2026-11-${10 + i}`),
});

describe('the dashboard greeting', () => {
  it('welcomes a new learner and welcomes back one who has learnt before', () => {
    expect(isReturningLearner(stats(0, 0, 0))).toBe(false);
    expect(isReturningLearner(undefined)).toBe(false);
    expect(isReturningLearner(stats(1, 0, 0))).toBe(true);
    expect(isReturningLearner(stats(0, 0, 1))).toBe(true);
  });
});
