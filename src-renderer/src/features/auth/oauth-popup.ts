import { oauthPopupMessage, type OAuthPopupMessage } from '@shared/api/auth';
import type { OAuthProvider } from '@shared/auth/oauth-providers';
import { oauthStartUrl } from './auth-api';

export const authReturnPathKey = 'auth_return_path';
const channelName = 'kodeshala-auth';
const pollMs = 500;
/** After the popup closes, a message may still be on its way. */
const closeGraceMs = 1_500;
/** How long a message that arrives after we gave up still signs the person in. */
const lateMessageMs = 2 * 60_000;

export type PopupResult = { kind: 'message'; message: OAuthPopupMessage } | { kind: 'closed' } | { kind: 'redirecting' };

/**
 * Starts a social sign-in. Must run synchronously inside the click handler, or the browser blocks
 * the popup. A blocked popup falls back to the redirect flow (product.md §1.4), remembering the return
 * path. The popup page answers both by postMessage to its opener and on a BroadcastChannel, because
 * a cross-origin hop at the provider can sever `window.opener`.
 *
 * `onLateMessage` receives a message that arrives after the popup was taken as closed: a severed
 * opener can make `popup.closed` read true while the person is still signing in.
 */
export function openOAuthPopup(
  provider: OAuthProvider,
  returnTo: string,
  onLateMessage: (message: OAuthPopupMessage) => void,
): Promise<PopupResult> {
  const popup = window.open(oauthStartUrl(provider, 'popup', returnTo), 'kodeshala-oauth', 'width=520,height=680');
  if (!popup) {
    sessionStorage.setItem(authReturnPathKey, returnTo);
    window.location.href = oauthStartUrl(provider, 'redirect', returnTo);
    return Promise.resolve({ kind: 'redirecting' });
  }

  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
    let settled = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    let lateTimer: ReturnType<typeof setTimeout> | undefined;

    const stopListening = () => {
      window.removeEventListener('message', onWindowMessage);
      channel?.close();
      clearTimeout(lateTimer);
    };
    const accept = (data: unknown) => {
      const parsed = oauthPopupMessage.safeParse(data);
      if (!parsed.success) return;
      if (settled) {
        stopListening();
        onLateMessage(parsed.data);
        return;
      }
      settled = true;
      clearInterval(poll);
      clearTimeout(graceTimer);
      stopListening();
      resolve({ kind: 'message', message: parsed.data });
    };
    function onWindowMessage(event: MessageEvent) {
      if (event.origin === window.location.origin) accept(event.data);
    }

    window.addEventListener('message', onWindowMessage);
    channel?.addEventListener('message', (event: MessageEvent) => accept(event.data));
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      graceTimer = setTimeout(() => {
        settled = true;
        lateTimer = setTimeout(stopListening, lateMessageMs);
        resolve({ kind: 'closed' });
      }, closeGraceMs);
    }, pollMs);
  });
}
