import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './signed-in-hint';

describe('the signed-in hint', () => {
  it('is found among other cookies, wherever it stands', () => {
    expect(hasSignedInHint('ks_signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; ks_signed_in=1; lang=hi')).toBe(true);
  });

  it('is absent without the cookie, with another value, or as part of another name', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('ks_signed_in=0')).toBe(false);
    expect(hasSignedInHint('old_ks_signed_in=1')).toBe(false);
  });
});
