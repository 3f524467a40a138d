import type { OAuthProvider } from '@shared/auth/oauth-providers';
import { routePath } from '@shared/api/route';
import { authRoutes } from '@shared/api/routes/auth';
import { desktopSignInRoutes } from '@shared/api/routes/desktop-sign-in';
import type { Credentials } from '@shared/auth/credentials';
import { api } from '../../api/client';

export const signInRequest = (credentials: Credentials) => api(authRoutes.login, { body: credentials });

export const registerRequest = (credentials: Credentials) => api(authRoutes.register, { body: credentials });

export const firebaseExchangeRequest = (idToken: string) => api(authRoutes.firebaseExchange, { body: { idToken } });

/** The desktop app trades the browser's one-time code, with the verifier only it holds, for a session. */
export const desktopTokenRequest = (code: string, verifier: string) => api(desktopSignInRoutes.token, { body: { code, verifier } });

export const signOutRequest = () => api(authRoutes.logout);

export const providersRequest = (signal?: AbortSignal) => api(authRoutes.providers, { signal });

/** Where the browser goes to sign in with a provider: a redirect route, not a call. */
export function oauthStartUrl(provider: OAuthProvider, mode: 'popup' | 'redirect', returnTo: string): string {
  return routePath(authRoutes.oauthStart, { provider }, { mode, returnTo });
}
