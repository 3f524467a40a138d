import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { SessionReply } from '@shared/api/auth';
import { liveTokenUser, refreshTokenHash } from './refresh-tokens';
import { pageSessionCookie, pageSessionLifetimeMs, sessionFor, type AuthContext } from './session';

/**
 * The page renderer's own credential (`ks_page_session`, sent with every page request): the hash
 * of the refresh token it was issued beside and its expiry, signed by the server. It is never the
 * refresh token, which goes only to /api/auth: holding it names the learner to a prerendered page for an
 * hour at most, and only while that refresh token is live, so a refresh (which rotates the token)
 * or a sign-out (which revokes its family) ends it at once. It cannot be exchanged for a refresh.
 */
export interface PageCredentials {
  issue(refreshToken: string, nowMs: number): string;
  /** The hash of the refresh token a well-signed, unexpired credential names; else undefined. */
  read(value: string, nowMs: number): string | undefined;
}

const credentialPattern = /^(\d{1,15})\.([0-9a-f]{64})\.([\w-]{43})$/;

export function createPageCredentials(secret: string | undefined): PageCredentials {
  // Its own key, derived from the shared secret, so it signs nothing an access token could be.
  const key = secret ? createHmac('sha256', secret).update('kodeshala page session').digest() : randomBytes(32);
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    issue(refreshToken, nowMs) {
      const body = `${nowMs + pageSessionLifetimeMs}.${refreshTokenHash(refreshToken)}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },
    read(value, nowMs) {
      const match = credentialPattern.exec(value);
      if (!match) return undefined;
      const [, expires = '', tokenHash = '', signature = ''] = match;
      const expected = mac(`${expires}.${tokenHash}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return Number(expires) > nowMs ? tokenHash : undefined;
    },
  };
}

/** The learner a page request comes from, with a session for their drawn page; undefined for anyone else. */
export type PageSessionOf = (cookieHeader: string | undefined) => Promise<SessionReply | undefined>;

/**
 * Reads the page credential: one well signed and unexpired, whose refresh token is still live,
 * names the learner, who gets an access token as the refresh route would give one. Anything else,
 * including a credential of a token a refresh has just rotated, is no one: such a request gets the
 * app's page, and the app's own refresh decides.
 */
export function pageSessionReader(ctx: AuthContext): PageSessionOf {
  return async (cookieHeader) => {
    const presented = cookieHeader ? cookie.parse(cookieHeader)[pageSessionCookie] : undefined;
    const now = ctx.clock();
    const tokenHash = presented ? ctx.pages.read(presented, now.getTime()) : undefined;
    const userId = tokenHash ? await liveTokenUser(ctx.db, tokenHash, now) : undefined;
    return userId ? sessionFor(ctx, userId) : undefined;
  };
}
