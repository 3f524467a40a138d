import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { notify } from '../../core/notifications/notify';
import { shellTexts as t } from '../../core/shell-texts';
import { useAfterDelay } from '../../core/prompts/use-after-delay';

/** product.md §1.3 and §9: local storage key, 15 s after load, at most once an hour, shown for 6 s. */
export const lastLoginPromptKey = 'last-login-prompt';
const promptDelayMs = 15_000;
const promptIntervalMs = 60 * 60 * 1000;

/**
 * product.md §1.4: a visitor who is not signed in is invited to sign in 15 s after the app loads, at
 * most once an hour. Nobody is subscribed without signing in, so "not signed in" covers both rules.
 * The login page itself needs no invitation.
 */
export function useLoginPrompt(): void {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const due = useAfterDelay(promptDelayMs);

  const prompt = useEffectEvent(() => {
    if (user || pathname === '/login') return;
    const last = Number(localStorage.getItem(lastLoginPromptKey) ?? 0);
    if (Date.now() - last < promptIntervalMs) return;
    localStorage.setItem(lastLoginPromptKey, String(Date.now()));
    notify({
      id: 'login-prompt',
      type: 'info',
      title: t('loginPromptTitle'),
      message: t('loginPromptMessage'),
      duration: 6_000,
      action: { label: t('signIn'), onClick: () => void navigate(pathname === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(pathname)}`) },
    });
  });

  useEffect(() => {
    if (due && !loading) prompt();
  }, [due, loading]);
}
