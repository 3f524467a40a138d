import { describe, expect, it } from 'vitest';
import { drawnForLearner, learnerPageDataFor } from './drawn-for-learner';

const list = [{ queryKey: ['courses', 'list'], data: { courses: [], premium: false } }];

describe('the readings of pages drawn for a learner', () => {
  it('reads the learner’s data for a screen marked to be drawn for them, and for no other address', async () => {
    const asked: string[] = [];
    const dataFor = learnerPageDataFor({
      '/courses': async (userId, pathname) => {
        asked.push(`${userId} ${pathname}`);
        return list;
      },
    });
    await expect(dataFor('u1', '/courses')).resolves.toEqual(list);
    await expect(dataFor('u1', '/dashboard')).resolves.toBeUndefined();
    await expect(dataFor('u1', '/courses/html-basics/extra')).resolves.toBeUndefined();
    expect(asked).toEqual(['u1 /courses']);
    expect(drawnForLearner('/courses')).toBe(true);
    expect(drawnForLearner('/hackathon')).toBe(false);
  });

  it('refuses to start without a reading for a marked screen, or with one for an unmarked screen', () => {
    expect(() => learnerPageDataFor({})).toThrow(/no reading for \/courses;/);
    expect(() => learnerPageDataFor({ '/courses': async () => list, '/dashboard': async () => undefined })).toThrow(/screen for \/dashboard$/);
  });
});
