import { meReply, type Me } from '@shared/api/profile';
import type { SessionReply } from '@shared/api/auth';

/**
 * The signed-in session, in memory only: the access token never touches storage, so a script
 * that reads localStorage finds nothing to steal. The refresh token lives in an httpOnly cookie.
 */
export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

/**
 * Why a session ended: the person signed out, signed out to sign in again where they are (the
 * reader's Log Out, and its sign-out after a course is refused), or the server no longer knows the session.
 */
export type SignOutReason = 'signed-out' | 'sign-in-again' | 'expired' | null;

/** The reasons a person's own sign-out can give. */
export type ChosenSignOut = Extract<SignOutReason, 'signed-out' | 'sign-in-again'>;

export interface SessionSnapshot {
  status: SessionStatus;
  user: Me | null;
  reason: SignOutReason;
  /**
   * Signed in as far as this browser knows, without a token: the server could not be reached to
   * refresh the session, so the screens show what this browser kept until it can be.
   */
  offline: boolean;
}

let snapshot: SessionSnapshot = { status: 'unknown', user: null, reason: null, offline: false };
let token: { value: string; expiresAt: number } | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/**
 * The last signed-in user (their profile and roles, never a token), so a page loaded without a
 * network still knows who is reading; it goes at sign-out and whenever the server ends the session.
 */
const lastUserKey = 'kodeshala:last-user';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked by the browser's settings: no offline session, everything else works.
    return undefined;
  }
}

function rememberUser(user: Me | null): void {
  try {
    if (user) storage()?.setItem(lastUserKey, JSON.stringify(user));
    else storage()?.removeItem(lastUserKey);
  } catch {
    // A full storage keeps the previous copy at worst; the next sign-in writes it again.
  }
}

function lastKnownUser(): Me | null {
  const stored = storage()?.getItem(lastUserKey);
  if (!stored) return null;
  try {
    const parsed = meReply.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function accessToken(): string | null {
  return token?.value ?? null;
}

/** True when the token is gone or within 10 s of its expiry, so a request would only earn a 401. */
export function accessTokenExpired(now = Date.now()): boolean {
  return token !== null && now >= token.expiresAt - 10_000;
}

export function startSession(session: SessionReply): void {
  const expiresAt = Date.parse(session.expiresAt);
  token = { value: session.accessToken, expiresAt: Number.isNaN(expiresAt) ? Date.now() + 60_000 : expiresAt };
  rememberUser(session.user);
  publish({ status: 'signed-in', user: session.user, reason: null, offline: false });
}

/**
 * A refresh that failed for want of a network says nothing about the session: the page carries on
 * as the last signed-in user, without a token, until a refresh succeeds or the server says the
 * session is over. Answers false when this browser knows of no such user.
 */
export function keepSessionOffline(): boolean {
  const user = lastKnownUser();
  if (!user) return false;
  token = null;
  publish({ status: 'signed-in', user, reason: null, offline: true });
  return true;
}

export function updateSessionUser(user: Me): void {
  if (snapshot.status !== 'signed-in') return;
  rememberUser(user);
  publish({ ...snapshot, user });
}

export function endSession(reason: Exclude<SignOutReason, null> | null): void {
  token = null;
  rememberUser(null);
  publish({ status: 'signed-out', user: null, reason, offline: false });
}

export function sessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
