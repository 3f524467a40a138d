import type { OAuthProvider } from '@shared/auth/oauth-providers';
import { useEffect, useEffectEvent } from 'react';
import { useServerText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { shellTexts as t } from '../../core/shell-texts';
import { redirectErrorMessage } from './social-outcome';

/**
 * A redirect sign-in that failed comes back as /login?oauthError=<code>. The page shows the
 * message; an unknown failure also raises an error toast (product.md §1.8). The code then leaves the
 * address so a reload does not repeat it.
 */
export function useOAuthErrorToast(code: string | null, provider: OAuthProvider | null, clear: () => void): void {
  const clearCode = useEffectEvent(clear);
  const serverText = useServerText();
  const translate = useEffectEvent(serverText);
  useEffect(() => {
    if (!code) return;
    const { message, known } = redirectErrorMessage(code, provider);
    if (!known) notify({ id: `oauth-error-${code}`, type: 'error', title: t('signInFailed'), message: translate(message) });
    clearCode();
  }, [code, provider]);
}
