import { describe, expect, it } from 'vitest';
import { matchRoutePath, routePath } from './route';

describe('routePath', () => {
  it('fills path parameters encoded, so a value cannot reach another route', () => {
    expect(routePath({ path: '/api/users/:handle' }, { handle: 'a/../b c' })).toBe('/api/users/a%2F..%2Fb%20c');
  });

  it('adds the query without its undefined values', () => {
    expect(routePath({ path: '/api/auth/oauth/:provider/start' }, { provider: 'github' }, { mode: 'popup', returnTo: '/courses?x=1', extra: undefined })).toBe(
      '/api/auth/oauth/github/start?mode=popup&returnTo=%2Fcourses%3Fx%3D1',
    );
  });

  it('refuses a call that leaves out a path parameter', () => {
    expect(() => routePath({ path: '/api/plans/:key' })).toThrow('/api/plans/:key needs the parameter key');
  });
});

describe('matchRoutePath', () => {
  const lesson = { path: '/api/courses/:courseId/lessons/:lessonId' };

  it('gives the decoded params of a path of the route, the inverse of routePath', () => {
    const params = { courseId: 'python basics', lessonId: 'a/b' };
    expect(matchRoutePath(lesson, routePath(lesson, params))).toEqual(params);
  });

  it('refuses another route, an extra segment and a malformed escape', () => {
    expect(matchRoutePath(lesson, '/api/courses/x/lessons')).toBeUndefined();
    expect(matchRoutePath(lesson, '/api/courses/x/lessons/y/z')).toBeUndefined();
    expect(matchRoutePath(lesson, '/api/courses/%E0%A4/lessons/y')).toBeUndefined();
    expect(matchRoutePath({ path: '/api/files.json' }, '/api/filesxjson')).toBeUndefined();
  });
});
