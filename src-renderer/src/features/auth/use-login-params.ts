import { oauthProviders, type OAuthProvider } from '@shared/auth/oauth-providers';
import { safeReturnPath } from '@shared/auth/return-path';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { authReturnPathKey } from './oauth-popup';

export type LoginMode = 'signin' | 'register';

const asProvider = (value: string | null): OAuthProvider | null =>
  oauthProviders.find((provider) => provider === value) ?? null;

/**
 * What /login reads from its address: the mode (mode=register), where to go afterwards (returnTo,
 * else the path a redirect sign-in stored, else /dashboard), the hackathon context, and the error
 * a failed redirect sign-in came back with (oauthError, provider).
 */
export function useLoginParams() {
  const [params, setParams] = useSearchParams();
  const mode: LoginMode = params.get('mode') === 'register' ? 'register' : 'signin';
  // Read once: the stored path is removed as soon as someone is signed in.
  const [returnTo] = useState(() => safeReturnPath(params.get('returnTo') ?? sessionStorage.getItem(authReturnPathKey)));
  const hackathon = params.get('context') === 'hackathon' || returnTo.startsWith('/hackathon');
  const oauthError = params.get('oauthError');
  const oauthProvider = asProvider(params.get('provider'));

  const setMode = (next: LoginMode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'register') updated.set('mode', 'register');
        else updated.delete('mode');
        updated.delete('oauthError');
        updated.delete('provider');
        return updated;
      },
      { replace: true },
    );

  const clearOAuthError = () =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('oauthError');
        updated.delete('provider');
        return updated;
      },
      { replace: true },
    );

  return { mode, setMode, returnTo, hackathon, oauthError, oauthProvider, clearOAuthError };
}
