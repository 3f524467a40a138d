/** The Web Locks name every tab of this origin holds while it trades the refresh cookie. */
export const refreshLockName = 'kodeshala-refresh';

/**
 * Runs one session refresh while holding a lock shared by every tab of this origin. The server
 * rotates the refresh cookie on each use, so tabs take turns: a second tab waits, then sends the
 * cookie the first one was given and gets a session of its own. Without Web Locks (an older
 * browser, a page served over plain http from another host) the tab refreshes at once and the
 * server's few seconds of grace for a just-rotated token cover the race.
 */
export async function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refresh();
  return locks.request(refreshLockName, refresh);
}
