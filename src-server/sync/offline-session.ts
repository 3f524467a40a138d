import type { SessionReply } from '@shared/api/auth';
import { routePath } from '@shared/api/route';
import { authRoutes } from '@shared/api/routes/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { refreshCookie } from '../auth/session';
import { dropCache, hashToken, readCache, replayToken, writeCache } from './store';

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

export async function keepSession(db: Db, setCookies: string[], body: string): Promise<void> {
  for (const cookie of setCookies) {
    const value = cookieValue(cookie.split(';')[0] ?? '', refreshCookie);
    if (value) await writeCache(db, cookieKey(value), sessionPath, body);
  }
}

export async function offlineSession(db: Db, cookieHeader: string | undefined): Promise<SessionReply | undefined> {
  const value = cookieHeader ? cookieValue(cookieHeader, refreshCookie) : undefined;
  const kept = value ? await readCache(db, cookieKey(value), sessionPath) : undefined;
  if (!kept) return undefined;
  const session = JSON.parse(kept) as SessionReply;
  const newest = await replayToken(db, session.user.uid);
  return newest ? { ...session, accessToken: newest } : session;
}

export async function forgetSession(db: Db, cookieHeader: string | undefined): Promise<void> {
  const value = cookieHeader ? cookieValue(cookieHeader, refreshCookie) : undefined;
  if (value) await dropCache(db, cookieKey(value), sessionPath);
}
