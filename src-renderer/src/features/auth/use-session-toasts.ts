import { authMessages } from '@shared/auth/messages';
import { useEffect } from 'react';
import type { SessionSnapshot } from '../../api/session-token';
import { serverTextOf as serverText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { shellTexts as t } from '../../core/shell-texts';

/** product.md §1.3: local storage remembers per uid that the welcome toast was shown. */
export const welcomedKey = (uid: string) => `welcomed_${uid}`;

/** The welcome toast, once per new user (product.md §1.4), and a notice when the server ends a session. */
export function useSessionToasts({ user, reason }: SessionSnapshot): void {
  useEffect(() => {
    if (!user?.isNewUser) return;
    const key = welcomedKey(user.uid);
    if (localStorage.getItem(key)) return;
    localStorage.setItem(key, 'true');
    const name = user.displayName || user.email.split('@')[0] || user.email;
    notify({
      id: key,
      type: 'success',
      // Read as the toast draws: signing in may switch the interface to the account's language.
      title: () => t('welcomeTitle'),
      message: () => t('welcomeMessage', { name }),
      duration: 6_000,
    });
  }, [user]);

  useEffect(() => {
    if (reason !== 'expired') return;
    notify({ id: 'session-expired', type: 'warning', title: t('signedOut'), message: serverText(authMessages.sessionExpired) });
  }, [reason]);
}
