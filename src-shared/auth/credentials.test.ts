import { describe, expect, it } from 'vitest';
import { credentials, isWeakPassword } from './credentials';

const messages = (input: unknown) => {
  const result = credentials.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('credentials', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(credentials.parse({ email: '  Asha@Example.IN ', password: 'secret1' }).email).toBe('asha@example.in');
  });

  it('uses the spec texts for missing and malformed fields', () => {
    expect(messages({ email: '', password: '' })).toEqual(['Email is required', 'Password is required']);
    expect(messages({ email: 'asha@example', password: 'abc' })).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
    ]);
  });

  it('refuses an absurdly long password before anything hashes it', () => {
    expect(messages({ email: 'a@b.in', password: 'x'.repeat(129) })).toEqual(['Password must be at most 128 characters long']);
  });
});

describe('isWeakPassword', () => {
  it('flags common passwords, repeated characters and the e-mail name', () => {
    expect(isWeakPassword('123456', 'a@b.in')).toBe(true);
    expect(isWeakPassword('Password', 'a@b.in')).toBe(true);
    expect(isWeakPassword('aaaaaaa', 'a@b.in')).toBe(true);
    expect(isWeakPassword('ravikumar', 'ravikumar@college.in')).toBe(true);
  });

  it('accepts an ordinary password', () => {
    expect(isWeakPassword('chai-and-code-42', 'ravi@college.in')).toBe(false);
  });
});
