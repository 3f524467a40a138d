import { describe, expect, it } from 'vitest';
import { prerenderForLearner, learnerPageDataFor } from './prerender-for-learner';

const at = (address: string) => new URL(address, 'http://kodeshala.test');
const list = [{ queryKey: ['courses', 'list'], data: { courses: [], premium: false } }];

describe('the loaders of pages prerendered for a learner', () => {
  it('reads the learner’s data for a screen marked to be drawn for them, and for no other address', async () => {
    const asked: string[] = [];
    const dataFor = learnerPageDataFor({
      '/courses': async (userId, address) => {
        asked.push(`${userId} ${address.pathname}${address.search}`);
        return list;
      },
      '/courses/:courseId': async (userId, address) => {
        asked.push(`${userId} ${address.pathname}${address.search}`);
        return undefined;
      },
    });
    await expect(dataFor('u1', at('/courses?from=home'))).resolves.toEqual(list);
    await expect(dataFor('u1', at('/dashboard'))).resolves.toBeUndefined();
    await expect(dataFor('u1', at('/courses/html-basics/extra'))).resolves.toBeUndefined();
    await expect(dataFor('u2', at('/courses/html-basics?lesson=html-1'))).resolves.toBeUndefined();
    expect(asked).toEqual(['u1 /courses?from=home', 'u2 /courses/html-basics?lesson=html-1']);
    expect(prerenderForLearner('/courses')).toBe(true);
    expect(prerenderForLearner('/hackathon')).toBe(false);
  });

  it('refuses to start without a loader for a marked screen, or with one for an unmarked screen', () => {
    expect(() => learnerPageDataFor({ '/courses': async () => list })).toThrow(/no loader for \/courses\/:courseId;/);
    expect(() => learnerPageDataFor({ '/courses': async () => list, '/courses/:courseId': async () => list, '/dashboard': async () => undefined })).toThrow(/screen for \/dashboard$/);
  });
});
