import type { OAuthPopupMessage } from '@shared/api/auth';
import type { OAuthProvider } from '@shared/auth/oauth-providers';
import type { Credentials } from '@shared/auth/credentials';
import { authMessages } from '@shared/auth/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ApiError } from '../../api/api-error';
import { refreshSession } from '../../api/client';
import { forgetPersistedQueries } from '../../api/query-persistence';
import { endSession, sessionSnapshot, startSession, subscribeToSession, type ChosenSignOut } from '../../api/session-token';
import { serverTextOf, useServerText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { shellTexts as t } from '../../core/shell-texts';
import './auth-messages-texts';
import { clearPrivateCaches } from '../offline/private-caches';
import { forgetOutboxes } from '../offline/progress-outbox';
import { forgetResumeOutboxes } from '../resume/resume-outbox-keys';
import { useAccountLanguage } from './account-language';
import { desktopTokenRequest, firebaseExchangeRequest, registerRequest, signInRequest, signOutRequest } from './auth-api';
import { AuthContext, type AuthState } from './auth-context';
import { authReturnPathKey, openOAuthPopup } from './oauth-popup';
import { socialErrorMessage, type SocialOutcome } from './social-outcome';
import { restoreSession } from './restore-session';
import { useSessionToasts, welcomedKey } from './use-session-toasts';

/** product.md §1.9: the sign-in state may stay unknown for at most 3 s; then the app proceeds signed out. */
export const authLoadingTimeoutMs = 3_000;
/** product.md §1.9: a social sign-in attempt gives up after 5 s once the provider has answered. */
const socialSessionTimeoutMs = 5_000;
/** Queries that belong to no one in particular survive a change of user. */
const sharedQueryRoots = new Set(['auth', 'plans']);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeToSession, sessionSnapshot, sessionSnapshot);
  const [timedOut, setTimedOut] = useState(false);
  const queryClient = useQueryClient();
  const serverText = useServerText();
  useQuery({ queryKey: ['auth', 'restore'], queryFn: restoreSession, staleTime: Infinity, gcTime: Infinity, retry: false });
  useSessionToasts(session);
  useAccountLanguage(session.user);

  // Only a check still under way can time out: setting the flag after it has answered would
  // re-render every screen for nothing, a long task on a slow phone seconds after the page loaded.
  const checking = session.status === 'unknown';
  useEffect(() => {
    if (!checking) return;
    const timer = setTimeout(() => setTimedOut(true), authLoadingTimeoutMs);
    return () => clearTimeout(timer);
  }, [checking]);

  useEffect(() => {
    if (session.status === 'signed-in') sessionStorage.removeItem(authReturnPathKey);
  }, [session.status]);

  // The offline copies go too: the next person on this browser must not find them in storage.
  const forgetUserData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => !sharedQueryRoots.has(String(query.queryKey[0])) });
    forgetPersistedQueries();
    void clearPrivateCaches();
  }, [queryClient]);

  const signIn = useCallback(
    async (credentials: Credentials) => {
      const reply = await signInRequest(credentials);
      forgetUserData();
      startSession(reply);
    },
    [forgetUserData],
  );

  const register = useCallback(
    async (credentials: Credentials) => {
      const reply = await registerRequest(credentials);
      forgetUserData();
      startSession(reply);
    },
    [forgetUserData],
  );

  const exchangeFirebaseToken = useCallback(
    async (idToken: string) => {
      const reply = await firebaseExchangeRequest(idToken);
      forgetUserData();
      startSession(reply);
    },
    [forgetUserData],
  );

  const exchangeDesktopCode = useCallback(
    async (code: string, verifier: string) => {
      const reply = await desktopTokenRequest(code, verifier);
      forgetUserData();
      startSession(reply);
    },
    [forgetUserData],
  );

  const signOut = useCallback(async (reason: ChosenSignOut = 'signed-out') => {
    const uid = sessionSnapshot().user?.uid;
    try {
      await signOutRequest();
    } catch (error) {
      // 401: the server already has no session, which is what signing out asks for.
      if (!(error instanceof ApiError) || error.status !== 401) {
        notify({ type: 'error', title: t('signOutFailed'), message: serverText(authMessages.signOutFailed) });
        return false;
      }
    }
    if (uid) localStorage.removeItem(welcomedKey(uid));
    forgetOutboxes();
    forgetResumeOutboxes(localStorage);
    endSession(reason);
    forgetUserData();
    notify({ type: 'info', title: t('signedOut'), message: t('signedOutMessage'), duration: 3_000 });
    return true;
  }, [forgetUserData, serverText]);

  const socialSignIn = useCallback(
    async (provider: OAuthProvider, returnTo: string): Promise<SocialOutcome> => {
      const finish = async (message: OAuthPopupMessage): Promise<SocialOutcome> => {
        if (!message.ok) return failed(provider, message.code, message.message);
        try {
          const reply = await refreshSession({ timeoutMs: socialSessionTimeoutMs });
          if (!reply) return failed(provider, undefined);
          forgetUserData();
          return { kind: 'signed-in' };
        } catch (error) {
          return failed(provider, error instanceof ApiError ? error.code : undefined, error instanceof ApiError ? error.message : undefined);
        }
      };
      const result = await openOAuthPopup(provider, returnTo, (late) => {
        if (late.ok) void finish(late);
      });
      if (result.kind === 'redirecting') return result;
      if (result.kind === 'closed') {
        notify({ type: 'info', title: serverText(authMessages.signInCancelled), message: t('popupClosed') });
        return { kind: 'cancelled' };
      }
      return finish(result.message);
    },
    [forgetUserData, serverText],
  );

  const value = useMemo<AuthState>(
    () => ({
      user: session.user,
      loading: session.status === 'unknown' && !timedOut,
      isAdmin: session.user?.roles.includes('admin') ?? false,
      signOutReason: session.reason,
      signIn,
      register,
      exchangeFirebaseToken,
      exchangeDesktopCode,
      signOut,
      socialSignIn,
    }),
    [session, timedOut, signIn, register, exchangeFirebaseToken, exchangeDesktopCode, signOut, socialSignIn],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function failed(provider: OAuthProvider, code: string | undefined, serverMessage?: string): SocialOutcome {
  const timedOut = code === 'auth/timeout' || code === 'TIMEOUT';
  const message = socialErrorMessage(code, provider, timedOut ? undefined : serverMessage);
  if (timedOut) notify({ type: 'warning', title: t('signInTimedOut'), message: serverTextOf(message) });
  return { kind: 'failed', message, timedOut };
}
