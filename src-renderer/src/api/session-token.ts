import type { Me } from '@shared/api/profile';
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
}

let snapshot: SessionSnapshot = { status: 'unknown', user: null, reason: null };
let token: { value: string; expiresAt: number } | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
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
  publish({ status: 'signed-in', user: session.user, reason: null });
}

export function updateSessionUser(user: Me): void {
  if (snapshot.status === 'signed-in') publish({ ...snapshot, user });
}

export function endSession(reason: Exclude<SignOutReason, null> | null): void {
  token = null;
  publish({ status: 'signed-out', user: null, reason });
}

export function sessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
