import { sessionReply } from '@shared/api/auth';
import { hasSignedInHint } from '@shared/auth/signed-in-hint';
import { prerenderSessionId } from '@shared/routing/prerender-session';
import { refreshSession } from '../../api/client';
import { endSession, keepSessionOffline, sessionSnapshot, startSession } from '../../api/session-token';

/** The session a page drawn for the signed-in learner carries (src-server/http/prerender-for-learner.ts), if this page is one. */
function prerenderSession() {
  const carried = document.getElementById(prerenderSessionId)?.textContent;
  const parsed = carried ? sessionReply.safeParse(JSON.parse(carried)) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

let restoring: Promise<string> | null = null;

async function restore(): Promise<string> {
  if (!hasSignedInHint(document.cookie)) {
    endSession(null);
    return sessionSnapshot().status;
  }
  // The server has just given this page a session: the app starts in it and refreshes when it expires.
  const drawn = prerenderSession();
  if (drawn) {
    startSession(drawn);
    return sessionSnapshot().status;
  }
  try {
    await refreshSession();
  } catch {
    // The server could not be reached, which is not a sign-out: carry on as the last signed-in
    // user (signed out when this browser knows none) and refresh once the network is back.
    if (sessionSnapshot().status === 'unknown' && !keepSessionOffline()) endSession(null);
    if (sessionSnapshot().offline) refreshWhenOnline();
  }
  return sessionSnapshot().status;
}

/**
 * Trades the refresh cookie as soon as the browser is online again, so the screens get a token
 * (and fetch afresh) without a reload. A refresh that still cannot reach the server waits for the
 * next time; the API client also refreshes before any call made meanwhile.
 */
function refreshWhenOnline(): void {
  const retry = () => {
    if (!sessionSnapshot().offline) return window.removeEventListener('online', retry);
    refreshSession().then(
      () => window.removeEventListener('online', retry),
      () => undefined,
    );
  };
  window.addEventListener('online', retry);
}

/**
 * Learns whether this browser is signed in, once per page load: the page starts it before React
 * draws (main.tsx), so the refresh is on the wire while the first screen's code still loads, and the
 * auth provider waits on the same promise instead of sending a second refresh.
 */
export function restoreSession(): Promise<string> {
  restoring ??= restore();
  return restoring;
}
