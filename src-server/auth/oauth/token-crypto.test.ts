import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken } from './token-crypto';

const key = randomBytes(32).toString('hex');

describe('provider token encryption', () => {
  it('round-trips and never stores the token in clear', () => {
    const stored = encryptToken('gho_secretToken123', key);
    expect(stored).not.toContain('gho_secretToken123');
    expect(decryptToken(stored, key)).toBe('gho_secretToken123');
  });

  it('refuses a tampered value or the wrong key', () => {
    const stored = encryptToken('gho_secretToken123', key);
    const parts = stored.split('.');
    parts[3] = Buffer.from('gho_other').toString('base64url');
    expect(() => decryptToken(parts.join('.'), key)).toThrow();
    expect(() => decryptToken(stored, randomBytes(32).toString('hex'))).toThrow();
  });
});
