import { authErrorMessage } from '@shared/auth/messages';

/** A failure is either one of the spec's sign-in texts or one of this screen's own. */
export type FirebaseFailure = { message: string } | { text: 'unreachable' | 'invalidCredential' | 'disabled' };

/**
 * What a person reads when Firebase refuses (its `auth/...` codes are the ones product.md §1.8's
 * texts were written for) or when our server refuses the exchange.
 */
export function firebaseFailure(code: string | undefined, serverMessage?: string): FirebaseFailure {
  switch (code) {
    case 'auth/network-request-failed':
      return { text: 'unreachable' };
    // Firebase answers this instead of user-not-found or wrong-password when it hides which e-mails exist.
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return { text: 'invalidCredential' };
    case 'auth/user-disabled':
      return { text: 'disabled' };
    default:
      return { message: authErrorMessage(code ?? '', serverMessage) };
  }
}

/** The `code` of a FirebaseError or our ApiError, without importing either class. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
