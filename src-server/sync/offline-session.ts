import type { SessionReply } from '@shared/api/auth';
import { routePath } from '@shared/api/route';
import { authRoutes } from '@shared/api/routes/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { refreshCookie } from '../auth/session';
import { dropCache, hashToken, keptToken, readCache, writeCache } from './store';
import type { TokenSeal } from './token-seal';

/**
 * Keeps a learner signed in on this computer across an app restart while offline. When the
 * platform answers a sign-in or a refresh, the session it gave is kept under the hash of the new
 * refresh cookie; offline, that cookie's refresh answers it again with the user's newest access
 * token (which the gateway still accepts here offline). The platform rotates the cookie when it is
 * back; nothing is minted on this computer.
 */

type Db = Kysely<Database>;
const sessionPath = routePath(authRoutes.refresh);
const cookieKey = (value: string) => `refresh:${hashToken(value)}`;

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export async function keepSession(db: Db, setCookies: string[], body: string, at: string): Promise<void> {
  for (const cookie of setCookies) {
    const value = cookieValue(cookie.split(';')[0] ?? '', refreshCookie);
    if (value) await writeCache(db, cookieKey(value), sessionPath, body, at);
  }
}

/**
 * The session kept for this refresh cookie, with the user's newest token. When that token can no
 * longer be read (sealed under another key), the kept session is dropped and the learner is asked
 * to sign in again, once: the next offline refresh finds nothing kept.
 */
export async function offlineSession(db: Db, seal: TokenSeal, cookieHeader: string | undefined): Promise<SessionReply | 'sign-in-again' | undefined> {
  const value = cookieHeader ? cookieValue(cookieHeader, refreshCookie) : undefined;
  const kept = value ? await readCache(db, cookieKey(value), sessionPath) : undefined;
  if (!value || !kept) return undefined;
  const session = JSON.parse(kept) as SessionReply;
  const newest = await keptToken(db, seal, session.user.uid);
  if (newest.kind === 'unreadable') {
    await dropCache(db, cookieKey(value), sessionPath);
    return 'sign-in-again';
  }
  return newest.kind === 'token' ? { ...session, accessToken: newest.token } : session;
}

export async function forgetSession(db: Db, cookieHeader: string | undefined): Promise<void> {
  const value = cookieHeader ? cookieValue(cookieHeader, refreshCookie) : undefined;
  if (value) await dropCache(db, cookieKey(value), sessionPath);
}
