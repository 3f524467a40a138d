import { authMessages } from '@shared/auth/messages';
import { describe, expect, it } from 'vitest';
import { errorCode, firebaseFailure } from './firebase-failure';

describe('firebaseFailure', () => {
  it("gives Firebase's sign-in codes the spec's texts", () => {
    expect(firebaseFailure('auth/user-not-found')).toEqual({ message: authMessages.userNotFound });
    expect(firebaseFailure('auth/wrong-password')).toEqual({ message: authMessages.wrongPassword });
    expect(firebaseFailure('auth/too-many-requests')).toEqual({ message: authMessages.tooManyRequests });
    expect(firebaseFailure('auth/account-exists-with-different-credential')).toEqual({ message: authMessages.differentCredential });
  });

  it('says plainly when Firebase cannot be reached or hides which part was wrong', () => {
    expect(firebaseFailure('auth/network-request-failed')).toEqual({ text: 'unreachable' });
    expect(firebaseFailure('auth/invalid-credential')).toEqual({ text: 'invalidCredential' });
    expect(firebaseFailure('auth/user-disabled')).toEqual({ text: 'disabled' });
  });

  it("shows our server's refusal of the token, and the general text for anything else", () => {
    expect(firebaseFailure('UNAUTHENTICATED', authMessages.redirectFailed)).toEqual({ message: authMessages.redirectFailed });
    expect(firebaseFailure('auth/internal-error')).toEqual({ message: authMessages.otherError });
    expect(firebaseFailure(undefined)).toEqual({ message: authMessages.otherError });
  });

  it('reads the code of any error object that has one', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'auth/wrong-password' }))).toBe('auth/wrong-password');
    expect(errorCode(new Error('x'))).toBeUndefined();
    expect(errorCode('auth/wrong-password')).toBeUndefined();
  });
});
