import { describe, expect, it } from 'vitest';
import { courseAction, coursePercent, dashboardPercent } from './percent';

describe('progress percents', () => {
  it('counts completed lessons over all lessons, rounded and capped', () => {
    expect(coursePercent(1, 3)).toBe(33);
    expect(coursePercent(30, 20)).toBe(100);
    expect(coursePercent(0, 0)).toBe(0);
  });
  it('adds the quiz as one more section on the dashboard, with 6 sections when unknown', () => {
    expect(dashboardPercent(9, true, 9)).toBe(100);
    expect(dashboardPercent(9, false, 9)).toBe(90);
    expect(dashboardPercent(1, false, undefined)).toBe(14);
  });
  it('names the card button by percent', () => {
    expect([0, 1, 99, 100].map(courseAction)).toEqual(['Start', 'Continue', 'Continue', 'Review']);
  });
});
