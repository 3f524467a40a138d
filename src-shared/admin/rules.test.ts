import { describe, expect, it } from 'vitest';
import { blocksLastAdminRemoval, insertAt, isThumbnailUrl, moveTo, reorder, reorderProblem } from './rules';

const items = ['a', 'b', 'c'].map((id) => ({ id }));

describe('content admin rules', () => {
  it('takes http(s) addresses and site paths as thumbnails, and nothing else', () => {
    expect(['https://cdn.example.in/x.png', 'http://example.in/a.svg', '/images/courses/html.svg', '/api/course-thumbnails/a.webp'].map(isThumbnailUrl)).toEqual([true, true, true, true]);
    expect(['javascript:alert(1)', 'html.svg', '//evil.example/x.png', 'ftp://x/y', '/a b', ''].map(isThumbnailUrl)).toEqual([false, false, false, false, false, false]);
  });

  it('moves an item to a 1-based place, clamped to the list', () => {
    expect(moveTo(items, 'c', 1).map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(moveTo(items, 'a', 99).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(insertAt(items, { id: 'd' }).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(insertAt(items, { id: 'd' }, 2).map((i) => i.id)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('accepts a new order only when it names every current id once', () => {
    expect(reorderProblem(['a', 'b'], ['b', 'a'])).toBeUndefined();
    expect(reorderProblem(['a', 'b'], ['a'])?.message).toMatch(/leaves out: b/);
    expect(reorderProblem(['a', 'b'], ['a', 'a', 'b'])?.message).toMatch(/twice/);
    expect(reorderProblem(['a', 'b'], ['a', 'b', 'x'])?.message).toMatch(/Unknown id .*x/);
    expect(reorder(items, ['c', 'a', 'b']).map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the last admin’s own admin role', () => {
    expect(blocksLastAdminRemoval(1, true)).toBe(true);
    expect(blocksLastAdminRemoval(2, true)).toBe(false);
    expect(blocksLastAdminRemoval(1, false)).toBe(false);
  });
});
