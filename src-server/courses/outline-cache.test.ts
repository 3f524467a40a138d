import { describe, expect, it } from 'vitest';
import { createOutlineCache } from './outline-cache';

function countingLoader(known: string[]) {
  let reads = 0;
  const load = async (id: string) => {
    reads++;
    return known.includes(id) ? { id } : undefined;
  };
  return { load, reads: () => reads };
}

describe('the course outline cache', () => {
  it('loads a course once within its time-to-live and again after it', async () => {
    let clock = 0;
    const source = countingLoader(['python']);
    const cache = createOutlineCache(source.load, 5_000, () => clock);
    await cache.get('python');
    expect(await cache.get('python')).toEqual({ id: 'python' });
    expect(source.reads()).toBe(1);
    clock = 5_001;
    await cache.get('python');
    expect(source.reads()).toBe(2);
  });

  it('does not remember unknown courses, and forgets everything on clear', async () => {
    const source = countingLoader(['python']);
    const cache = createOutlineCache(source.load, 5_000, () => 0);
    expect(await cache.get('nope')).toBeUndefined();
    await cache.get('nope');
    expect(source.reads()).toBe(2);
    await cache.get('python');
    cache.clear();
    await cache.get('python');
    expect(source.reads()).toBe(4);
  });
});
