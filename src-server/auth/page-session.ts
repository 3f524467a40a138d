import cookie from '@fastify/cookie';
import type { SessionReply } from '@shared/api/auth';
import { liveTokenUser } from './refresh-tokens';
import { pageSessionCookie, sessionFor, type AuthContext } from './session';

/** The learner a page request comes from, with a session for their drawn page; undefined for anyone else. */
export type PageSessionOf = (cookieHeader: string | undefined) => Promise<SessionReply | undefined>;

/**
 * Reads the page-session cookie without rotating it: a live token names the learner, who gets an
 * access token as the refresh route would give one. Anything else, including a token a refresh has
 * just rotated, is no one: such a request gets the app's page, and the app's own refresh decides.
 */
export function pageSessionReader(ctx: AuthContext): PageSessionOf {
  return async (cookieHeader) => {
    const presented = cookieHeader ? cookie.parse(cookieHeader)[pageSessionCookie] : undefined;
    const userId = presented ? await liveTokenUser(ctx.db, presented, ctx.clock()) : undefined;
    return userId ? sessionFor(ctx, userId) : undefined;
  };
}
