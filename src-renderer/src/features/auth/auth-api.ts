import { authProvidersReply, logoutReply, sessionReply, type OAuthProvider } from '@shared/api/auth';
import type { Credentials } from '@shared/auth/credentials';
import { apiRequest } from '../../api/client';

export const signInRequest = (credentials: Credentials) =>
  apiRequest('/api/auth/login', sessionReply, { method: 'POST', body: credentials });

export const registerRequest = (credentials: Credentials) =>
  apiRequest('/api/auth/register', sessionReply, { method: 'POST', body: credentials });

export const signOutRequest = () => apiRequest('/api/auth/logout', logoutReply, { method: 'POST' });

export const providersRequest = (signal?: AbortSignal) => apiRequest('/api/auth/providers', authProvidersReply, { signal });

export function oauthStartUrl(provider: OAuthProvider, mode: 'popup' | 'redirect', returnTo: string): string {
  const query = new URLSearchParams({ mode, returnTo });
  return `/api/auth/oauth/${provider}/start?${query.toString()}`;
}
