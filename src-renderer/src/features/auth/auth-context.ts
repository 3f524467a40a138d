import type { Me } from '@shared/api/profile';
import type { OAuthProvider } from '@shared/auth/oauth-providers';
import type { Credentials } from '@shared/auth/credentials';
import { createContext, useContext } from 'react';
import type { ChosenSignOut, SignOutReason } from '../../api/session-token';
import type { SocialOutcome } from './social-outcome';

export interface AuthState {
  user: Me | null;
  /** True while the sign-in state is unknown, for at most 3 s (product.md §1.4). */
  loading: boolean;
  isAdmin: boolean;
  /** Why the last session ended; guards send a person who signed out home, not to the login page. */
  signOutReason: SignOutReason;
  /** Throw an ApiError whose code the login form maps to the spec's text. */
  signIn: (credentials: Credentials) => Promise<void>;
  register: (credentials: Credentials) => Promise<void>;
  /** Opens our session for a Firebase ID token (features/auth/firebase); throws the server's ApiError. */
  exchangeFirebaseToken: (idToken: string) => Promise<void>;
  /** The desktop app's browser sign-in: trades the code the browser sent back; throws the server's ApiError. */
  exchangeDesktopCode: (code: string, verifier: string) => Promise<void>;
  /**
   * Resolves false when the server could not sign the person out (the error toast is shown). A
   * guarded screen then sends the person home, or to the login page on the way back to it when the
   * reason is 'sign-in-again'.
   */
  signOut: (reason?: ChosenSignOut) => Promise<boolean>;
  /** Opens the provider's popup at once; call it directly from a click handler. */
  socialSignIn: (provider: OAuthProvider, returnTo: string) => Promise<SocialOutcome>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>.');
  return auth;
}
