import { describe, expect, it } from 'vitest';
import { hashSeed, seededOrder, seededShuffle, shuffleSeed } from './shuffle';

describe('seeded option order', () => {
  it('is a permutation of every position', () => {
    for (const length of [0, 1, 2, 4, 6]) expect([...seededOrder('u1:a1', length)].sort()).toEqual(Array.from({ length }, (_, i) => i));
  });

  it('is the same every time for the same learner and attempt', () => {
    expect(seededOrder(shuffleSeed('u1', 'attempt-1'), 4)).toEqual(seededOrder(shuffleSeed('u1', 'attempt-1'), 4));
    expect(hashSeed('kodeshala')).toBe(hashSeed('kodeshala'));
  });

  it('differs between learners and between attempts', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, i) => seededOrder(shuffleSeed(`learner-${i}`, 'attempt-1'), 4).join()));
    expect(orders.size).toBeGreaterThan(8);
    const attempts = new Set(Array.from({ length: 20 }, (_, i) => seededOrder(shuffleSeed('learner-1', `attempt-${i}`), 4).join()));
    expect(attempts.size).toBeGreaterThan(8);
  });

  it('puts the first option in each place about equally often', () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) {
      const shown = seededShuffle(shuffleSeed(`u${i}`, 'q'), ['right', 'b', 'c', 'd']);
      counts[shown.indexOf('right')] = (counts[shown.indexOf('right')] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });
});
