import { describe, expect, it } from 'vitest';
import { averagePer, percentOf, topBy } from './percent';

describe('percentages', () => {
  it('rounds a share to one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 5)).toBe(100);
  });

  it('answers 0 for an empty total rather than NaN', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(averagePer(10, 0)).toBe(0);
  });

  it('averages per group to one decimal', () => {
    expect(averagePer(10, 3)).toBe(3.3);
  });

  it('keeps the n largest, ties in their order', () => {
    const rows = [{ k: 'a', n: 1 }, { k: 'b', n: 5 }, { k: 'c', n: 5 }, { k: 'd', n: 3 }];
    expect(topBy(rows, (row) => row.n, 3).map((row) => row.k)).toEqual(['b', 'c', 'd']);
  });
});
