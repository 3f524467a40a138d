import { describe, expect, it } from 'vitest';
import { createOutlineCache } from './outline-cache';
import type { CourseQueries } from './queries';

function countingQueries(known: string[]) {
  let reads = 0;
  const queries = {
    course: async (id: string) => {
      reads++;
      return known.includes(id) ? { id, title: id, description: '', thumbnail: '', category: 'Misc', sort_order: 1 } : undefined;
    },
    modules: async () => [],
    lessons: async () => [],
  } as unknown as CourseQueries;
  return { queries, reads: () => reads };
}

describe('the course outline cache', () => {
  it('reads a course once within its time-to-live and again after it', async () => {
    let clock = 0;
    const source = countingQueries(['python']);
    const cache = createOutlineCache(source.queries, 5_000, () => clock);
    await cache.get('python');
    await cache.get('python');
    expect(source.reads()).toBe(1);
    clock = 5_001;
    await cache.get('python');
    expect(source.reads()).toBe(2);
  });

  it('does not remember unknown courses, and forgets everything on clear', async () => {
    const source = countingQueries(['python']);
    const cache = createOutlineCache(source.queries, 5_000, () => 0);
    expect(await cache.get('nope')).toBeUndefined();
    await cache.get('nope');
    expect(source.reads()).toBe(2);
    await cache.get('python');
    cache.clear();
    await cache.get('python');
    expect(source.reads()).toBe(4);
  });
});
