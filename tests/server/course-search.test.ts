import { searchReply, type SearchResult } from '@shared/api/courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/** Catalogue search over the real course library, in the order a learner reads its results. */
describe('catalogue search order', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = bearer((await register(t)).accessToken);
  });
  afterAll(() => t.close());

  const search = async (q: string): Promise<SearchResult[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return searchReply.parse(res.json()).results;
  };

  it.each([
    ['TypeScript', 'TypeScript Essentials'],
    ['react', 'React Essentials'],
    ['javascript', 'JavaScript Fundamentals'],
    ['node', 'Node.js and Express API'],
    ['sql', 'SQL Database Design'],
    ['html', 'HTML Basics'],
  ])('lists the course "%s" names first, then its lessons, before lessons of courses that only mention it', async (query, course) => {
    const results = await search(query);
    expect(results[0]).toMatchObject({ kind: 'course', courseTitle: course });
    const firstElsewhere = results.findIndex((result) => result.courseTitle !== course);
    const ownAfter = results.slice(firstElsewhere === -1 ? results.length : firstElsewhere).filter((result) => result.courseTitle === course);
    expect(ownAfter).toEqual([]);
  });

  it('still finds lessons of other courses that mention it, after the named course', async () => {
    const results = await search('react');
    expect(results.map((result) => result.title)).toContain('TypeScript with React');
  });
});
