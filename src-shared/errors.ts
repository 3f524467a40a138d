/** Every error the API can answer with. The renderer maps codes to messages it can act on. */
export const errorCodes = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  // A locked lesson asked for by a learner without an active subscription.
  'PREMIUM_REQUIRED',
  'INTERNAL',
  'UNAVAILABLE',
  // Sign-in failures keep the identity provider's codes of product.md §1.8, which the login form maps.
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/invalid-email',
  'auth/too-many-requests',
  'auth/account-exists-with-different-credential',
  'auth/provider-not-configured',
  // Connecting a provider to the signed-in account: the identity is another account's, or it is the account's only way in.
  'auth/provider-linked-elsewhere',
  'auth/last-sign-in-method',
  'auth/session-expired',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
