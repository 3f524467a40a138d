import { sessionReply } from '@shared/api/auth';
import { hasSignedInHint } from '@shared/auth/signed-in-hint';
import { drawnSessionId } from '@shared/routing/drawn-session';
import { refreshSession } from '../../api/client';
import { endSession, sessionSnapshot, startSession } from '../../api/session-token';

/** The session a page drawn for the signed-in learner carries (src-server/http/drawn-for-learner.ts), if this page is one. */
function drawnSession() {
  const carried = document.getElementById(drawnSessionId)?.textContent;
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
  const drawn = drawnSession();
  if (drawn) {
    startSession(drawn);
    return sessionSnapshot().status;
  }
  try {
    await refreshSession();
  } catch {
    // The server could not be reached: proceed signed out rather than wait forever.
    if (sessionSnapshot().status === 'unknown') endSession(null);
  }
  return sessionSnapshot().status;
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
