import type { OAuthProvider } from '@shared/auth/oauth-providers';
import { authErrorMessage, authMessages } from '@shared/auth/messages';

export type SocialOutcome =
  | { kind: 'signed-in' }
  /** The popup was blocked; the page is leaving for the provider. */
  | { kind: 'redirecting' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string; timedOut: boolean };

/** product.md §1.8: the provider-specific timeout texts, else the shared sign-in code table. */
export function socialErrorMessage(code: string | undefined, provider: OAuthProvider | null, fallback?: string): string {
  if (code === 'auth/timeout' || code === 'TIMEOUT') return provider === 'github' ? authMessages.githubTimeout : authMessages.googleTimeout;
  // GitHub can be connected to the existing account from the profile once its owner signs in as before.
  if (code === 'auth/account-exists-with-different-credential' && provider === 'github') return authMessages.githubConnectFromProfile;
  return authErrorMessage(code ?? '', fallback);
}

/** The text for `/login?oauthError=<code>`, and whether the code was one we know. */
export function redirectErrorMessage(code: string, provider: OAuthProvider | null): { message: string; known: boolean } {
  const message = socialErrorMessage(code, provider, authMessages.redirectFailed);
  return { message, known: message !== authMessages.redirectFailed };
}
