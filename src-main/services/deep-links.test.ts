import { describe, expect, it } from 'vitest';
import { deepLinkIn, deepLinkPath } from './deep-links';

describe('kodeshala:// links', () => {
  it('open a lesson, a course or a shared project', () => {
    expect(deepLinkPath('kodeshala://lesson/python-programming/py-variables')).toBe('/courses/python-programming?lesson=py-variables');
    expect(deepLinkPath('kodeshala://course/react-essentials/')).toBe('/courses/react-essentials');
    expect(deepLinkPath('kodeshala://project/0b6f7c1e-2d1a-4d7e-9c55-1f0e8f7a1b2c')).toBe('/playground?project=0b6f7c1e-2d1a-4d7e-9c55-1f0e8f7a1b2c');
  });

  it('refuse anything else: other schemes, unknown kinds, odd ids, extra parts', () => {
    for (const link of [
      'https://kodeshala.in/courses/x',
      'kodeshala://admin',
      'kodeshala://lesson/only-course',
      'kodeshala://lesson/a/b/c',
      'kodeshala://course/..%2F..%2Fadmin',
      'kodeshala://project/a%3Fx%3D1',
      'kodeshala://project/<script>',
      'kodeshala://course/%2E%2E',
      'not a link',
    ]) {
      expect(deepLinkPath(link), link).toBeUndefined();
    }
  });

  it('finds the link among a second launch’s arguments', () => {
    expect(deepLinkIn(['/opt/Kodeshala/kodeshala', '--no-sandbox', 'kodeshala://course/css-styling'])).toBe('kodeshala://course/css-styling');
    expect(deepLinkIn(['/opt/Kodeshala/kodeshala'])).toBeUndefined();
  });
});
