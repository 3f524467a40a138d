import { hasSignedInHint } from '@shared/auth/signed-in-hint';
import { refreshSession } from '../../api/client';
import { endSession, sessionSnapshot } from '../../api/session-token';

let restoring: Promise<string> | null = null;

async function restore(): Promise<string> {
  if (!hasSignedInHint(document.cookie)) {
    endSession(null);
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
