import { describe, expect, it } from 'vitest';
import { isNewUser } from './new-user';
import { safeReturnPath } from './return-path';

describe('isNewUser', () => {
  const created = '2026-11-23T10:00:00.000Z';
  it('counts a sign-in within five minutes of creation as new', () => {
    expect(isNewUser(created, '2026-11-23T10:05:00.000Z')).toBe(true);
    expect(isNewUser(created, null)).toBe(true);
  });
  it('does not count a later sign-in as new', () => {
    expect(isNewUser(created, '2026-11-23T10:05:00.001Z')).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/courses/html-basics?lesson=2#top')).toBe('/courses/html-basics?lesson=2#top');
  });
  it('refuses other sites, protocol-relative and backslash paths', () => {
    for (const attack of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/x\u0000y']) {
      expect(safeReturnPath(attack), attack).toBe('/dashboard');
    }
  });
  it('falls back to the dashboard for nothing or the login page itself', () => {
    expect(safeReturnPath(undefined)).toBe('/dashboard');
    expect(safeReturnPath('/login?mode=register')).toBe('/dashboard');
  });
});
