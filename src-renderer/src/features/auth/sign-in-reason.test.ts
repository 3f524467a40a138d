import { describe, expect, it } from 'vitest';
import { signInReason } from './sign-in-reason';

describe('why a visitor is asked to sign in', () => {
  it('names the screen they were going to', () => {
    expect(signInReason('/courses')).toBe('Please log in to view courses.');
    expect(signInReason('/courses/python-programming?lesson=py-numbers')).toBe('Please log in to view courses.');
    expect(signInReason('/assignments')).toBe('Please log in to view assignments.');
    expect(signInReason('/coursework')).toBeNull();
    expect(signInReason('/dashboard')).toBeNull();
  });
});
