import { describe, expect, it } from 'vitest';
import { rankSearchHits, titleNamedBy } from './search-rank';

describe('catalogue search order', () => {
  it('knows the courses a query names by the start of their title words', () => {
    expect(titleNamedBy('TypeScript Essentials', 'TypeScript')).toBe(true);
    expect(titleNamedBy('JavaScript Fundamentals', 'java')).toBe(true);
    expect(titleNamedBy('Node.js and Express API', 'node express')).toBe(true);
    expect(titleNamedBy('TypeScript Essentials', 'typescript course')).toBe(false);
    expect(titleNamedBy('JavaScript Fundamentals', 'script')).toBe(false);
    expect(titleNamedBy('HTML Basics', '  ')).toBe(false);
  });

  it('puts the named course, then its lessons, above lessons of other courses that score higher', () => {
    const hits = [
      { id: 'css-lesson', kind: 'lesson' as const, courseTitle: 'CSS Styling', score: 30 },
      { id: 'js-lesson', kind: 'lesson' as const, courseTitle: 'JavaScript Fundamentals', score: 25 },
      { id: 'ts-lesson', kind: 'lesson' as const, courseTitle: 'TypeScript Essentials', score: 12 },
      { id: 'ts-course', kind: 'course' as const, courseTitle: 'TypeScript Essentials', score: 9 },
      { id: 'ts-lesson-2', kind: 'lesson' as const, courseTitle: 'TypeScript Essentials', score: 14 },
    ];
    expect(rankSearchHits(hits, 'TypeScript').map((hit) => hit.id)).toEqual(['ts-course', 'ts-lesson-2', 'ts-lesson', 'css-lesson', 'js-lesson']);
  });

  it('keeps the index’s order when no course is named', () => {
    const hits = [
      { id: 'a', kind: 'lesson' as const, courseTitle: 'CSS Styling', score: 3 },
      { id: 'b', kind: 'course' as const, courseTitle: 'HTML Basics', score: 2 },
      { id: 'c', kind: 'lesson' as const, courseTitle: 'HTML Basics', score: 1 },
    ];
    expect(rankSearchHits(hits, 'semantic elements').map((hit) => hit.id)).toEqual(['a', 'b', 'c']);
  });
});
