import type { SessionReply } from '@shared/api/auth';
import { signedInHintCookie } from '@shared/auth/signed-in-hint';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { loadMe } from '../profile/me';
import { stampSignIn } from '../users/queries';
import { grantConfiguredRoles } from '../users/roles';
import type { AccessTokenSigner } from './access-token';
import type { PageCredentials } from './page-session';
import type { SessionVersions } from './session-versions';
import { issueRefreshToken, refreshTokenLifetimeMs } from './refresh-tokens';
export const refreshCookie = 'ks_refresh';
export const refreshCookiePath = '/api/auth';
/**
 * The page renderer's own short-lived credential, sent with page requests, so that the server can
 * draw a signed-in learner's page (page-session.ts). Issued beside each refresh token and dead with
 * it; it is not the refresh token, which never leaves /api/auth.
 */
export const pageSessionCookie = 'ks_page_session';
/**
 * How long a page credential names its learner. Each refresh (every few minutes while the app is
 * open) gives a new one; a learner back after longer gets the app's page, whose refresh decides.
 */
export const pageSessionLifetimeMs = 60 * 60 * 1000;

export interface AuthContext {
  db: Kysely<Database>;
  config: AppConfig;
  signer: AccessTokenSigner;
  /** The session versions the signer checks: sign-out raises the caller's. */
  sessions: SessionVersions;
  /** Signs and reads the page renderer's credential. */
  pages: PageCredentials;
  /** "Now" for refresh-token rotation and sign-in cool-downs; tests move it through the clock file. */
  clock: Clock;
}

export function secureCookies(config: AppConfig): boolean {
  return config.publicUrl.startsWith('https://');
}

export function setRefreshCookie(reply: FastifyReply, ctx: AuthContext, token: string): void {
  const { config } = ctx;
  reply.setCookie(refreshCookie, token, {
    path: refreshCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(config),
    maxAge: Math.floor(refreshTokenLifetimeMs / 1000),
  });
  reply.setCookie(pageSessionCookie, ctx.pages.issue(token, ctx.clock().getTime()), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(config),
    maxAge: Math.floor(pageSessionLifetimeMs / 1000),
  });
  reply.setCookie(signedInHintCookie, '1', {
    path: '/',
    sameSite: 'strict',
    secure: secureCookies(config),
    maxAge: Math.floor(refreshTokenLifetimeMs / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(refreshCookie, { path: refreshCookiePath, httpOnly: true, sameSite: 'strict', secure: secureCookies(config) });
  reply.clearCookie(pageSessionCookie, { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookies(config) });
  reply.clearCookie(signedInHintCookie, { path: '/', sameSite: 'strict', secure: secureCookies(config) });
}

/** An access token and the user, for a user whose refresh cookie is already in place. */
export async function sessionFor(ctx: AuthContext, userId: string): Promise<SessionReply> {
  const user = await loadMe(ctx.db, userId);
  const { token, expiresAt } = await ctx.signer.sign(user.uid, user.roles);
  return { accessToken: token, expiresAt, user };
}

/** Every way of signing in ends here: stamp the sign-in, grant configured roles, start a session family. */
export async function completeSignIn(ctx: AuthContext, reply: FastifyReply, userId: string, email: string): Promise<SessionReply> {
  await stampSignIn(ctx.db, userId, ctx.clock().toISOString());
  await grantConfiguredRoles(ctx.db, ctx.config, userId, email, ctx.clock());
  setRefreshCookie(reply, ctx, await issueRefreshToken(ctx.db, userId, undefined, ctx.clock()));
  return sessionFor(ctx, userId);
}
