import { randomBytes } from 'node:crypto';
import type { OAuthPopupMessage } from '@shared/api/auth';
import type { OAuthProvider } from '@shared/auth/oauth-providers';
import { authRoutes } from '@shared/api/routes/auth';
import { authMessageTable, authMessages } from '@shared/auth/messages';
import { safeReturnPath } from '@shared/auth/return-path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { AppError } from '../../errors';
import { routeOptions } from '../../http/route-options';
import { type AuthContext, completeSignIn, secureCookies } from '../session';
import { requireUser } from '../../http/access';
import { loadMe } from '../../profile/me';
import { findOrCreateSocialUser, linkSocialAccount, unlinkSocialAccount } from './link-account';
import { createProviderClients, ProviderRefused, ProviderUnreachable } from './providers';
import { popupPageHeaders, popupResultPage, popupResultScript } from './result-page';
import { bindingCookie, bindingCookiePath, consumeState, peekState, saveState, stateLifetimeMs } from './states';

interface Outcome {
  code: string;
  message: string;
}

const timeoutRef = (provider: OAuthProvider) => authMessageTable.ref(provider === 'github' ? 'githubTimeout' : 'googleTimeout');
const notConfiguredMessage = (provider: OAuthProvider) => authMessageTable.ref(provider === 'github' ? 'githubNotConfigured' : 'googleNotConfigured');

/** The outcome of a failure, in the spec's words where it has them. */
function describeFailure(provider: OAuthProvider, error: unknown): Outcome {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (error instanceof ProviderUnreachable) return { code: 'auth/timeout', message: timeoutRef(provider).message };
  if (error instanceof ProviderRefused) return { code: 'auth/provider-refused', message: error.message };
  return { code: 'auth/failed', message: authMessages.redirectFailed };
}

export const oauthPlugin: FastifyPluginAsyncZod<AuthContext> = async (app, ctx) => {
  const clients = createProviderClients(ctx.config.auth);
  const callbackUrl = (provider: OAuthProvider) => new URL(`/api/auth/oauth/${provider}/callback`, ctx.config.publicUrl).toString();

  function finish(reply: FastifyReply, mode: 'popup' | 'redirect', returnTo: string, outcome: OAuthPopupMessage) {
    reply.clearCookie(bindingCookie, { path: bindingCookiePath });
    if (mode === 'popup') return reply.headers(popupPageHeaders).type('text/html; charset=utf-8').send(popupResultPage(outcome));
    if (outcome.ok) return reply.redirect(safeReturnPath(returnTo));
    return reply.redirect(`/login?oauthError=${encodeURIComponent(outcome.code ?? 'auth/failed')}&returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`);
  }

  /** Back to the page that asked to connect the provider, saying how it went (`linked`, or `linkError` with the code). */
  function finishLink(reply: FastifyReply, returnTo: string, provider: OAuthProvider, errorCode: string | null) {
    reply.clearCookie(bindingCookie, { path: bindingCookiePath });
    const back = new URL(safeReturnPath(returnTo), 'http://return.invalid');
    if (errorCode) back.searchParams.set('linkError', errorCode);
    else back.searchParams.set('linked', provider);
    return reply.redirect(`${back.pathname}${back.search}${back.hash}`);
  }

  app.route({
    ...routeOptions(authRoutes.oauthResultScript),
    handler: (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(popupResultScript),
  });

  /**
   * Saves a fresh attempt (PKCE verifier, state, nonce, the browser's binding cookie) and answers
   * the provider's authorisation address. A `linkUserId` makes it connect the provider to that
   * signed-in account instead of signing in.
   */
  async function begin(reply: FastifyReply, provider: OAuthProvider, mode: 'popup' | 'redirect', returnTo: string, linkUserId: string | null): Promise<string> {
    const providerClient = clients[provider];
    if (!providerClient) throw new AppError('auth/provider-not-configured', notConfiguredMessage(provider), 503);
    const configuration = await providerClient.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const binding = randomBytes(24).toString('base64url');
    await saveState(ctx.db, { state, provider, codeVerifier, nonce, mode, returnTo, linkUserId }, binding, ctx.clock());
    reply.setCookie(bindingCookie, binding, {
      path: bindingCookiePath,
      httpOnly: true,
      // Lax: the provider sends the browser back with a top-level GET, which must carry it.
      sameSite: 'lax',
      secure: secureCookies(ctx.config),
      maxAge: Math.floor(stateLifetimeMs / 1000),
    });
    const url = client.buildAuthorizationUrl(configuration, {
      ...providerClient.authorizationParameters,
      redirect_uri: callbackUrl(provider),
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      ...(providerClient.usesIdToken ? { nonce } : {}),
    });
    return url.toString();
  }

  app.route({
    ...routeOptions(authRoutes.oauthStart),
    handler: async (request, reply) => {
      const { provider } = request.params;
      const { mode } = request.query;
      const returnTo = safeReturnPath(request.query.returnTo);
      try {
        return reply.redirect(await begin(reply, provider, mode, returnTo, null));
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in could not start');
        const failure = describeFailure(provider, error);
        return finish(reply, mode, returnTo, { type: 'kodeshala:oauth', ok: false, ...failure });
      }
    },
  });

  app.route({
    ...routeOptions(authRoutes.oauthLink),
    handler: async (request, reply) => {
      const { userId } = requireUser(request);
      const { provider } = request.params;
      const returnTo = safeReturnPath(request.body.returnTo ?? '/profile');
      try {
        return { url: await begin(reply, provider, 'redirect', returnTo, userId) };
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.warn({ err: error, provider }, 'connecting a provider could not start');
        throw new AppError('UNAVAILABLE', error instanceof ProviderUnreachable ? timeoutRef(provider) : authMessageTable.ref('redirectFailed'), 503);
      }
    },
  });

  app.route({
    ...routeOptions(authRoutes.oauthUnlink),
    handler: async (request) => {
      const { userId } = requireUser(request);
      await unlinkSocialAccount(ctx.db, request.params.provider, userId);
      return loadMe(ctx.db, userId);
    },
  });

  app.route({
    ...routeOptions(authRoutes.oauthCallback),
    handler: async (request, reply) => {
      const { provider } = request.params;
      const { state, code, error } = request.query;
      const peeked = state ? await peekState(ctx.db, state) : undefined;
      const mode = peeked?.mode === 'popup' ? 'popup' : 'redirect';
      const returnTo = peeked?.return_to ?? '/dashboard';
      const fail = (outcome: Outcome) => finish(reply, mode, returnTo, { type: 'kodeshala:oauth', ok: false, ...outcome });

      const pending = state ? await consumeState(ctx.db, state, provider, request.cookies[bindingCookie], ctx.clock()) : undefined;
      if (!pending) return fail({ code: 'auth/invalid-state', message: authMessages.redirectFailed });
      if (error) {
        const cancelled = error === 'access_denied';
        return fail({ code: cancelled ? 'auth/cancelled' : 'auth/provider-refused', message: cancelled ? authMessages.signInCancelled : authMessages.redirectFailed });
      }
      const providerClient = clients[provider];
      if (!providerClient || !code) return fail({ code: 'auth/failed', message: authMessages.redirectFailed });

      try {
        const configuration = await providerClient.configuration();
        // The raw query, not the parsed one: the provider may add parameters (such as iss) that must be checked.
        const current = new URL(callbackUrl(provider));
        current.search = new URL(request.url, ctx.config.publicUrl).search;
        const tokens = await client.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          ...(providerClient.usesIdToken ? { expectedNonce: pending.nonce, idTokenExpected: true } : {}),
        });
        const profile = await providerClient.profile(configuration, tokens);
        if (pending.linkUserId) {
          await linkSocialAccount(ctx.db, provider, profile, pending.linkUserId, ctx.config.auth.tokenEncryptionKey, ctx.clock());
          return finishLink(reply, pending.returnTo, provider, null);
        }
        const { userId, email } = await findOrCreateSocialUser(ctx.db, provider, profile, ctx.config.auth.tokenEncryptionKey, ctx.clock());
        await completeSignIn(ctx, reply, userId, email);
        return finish(reply, pending.mode, pending.returnTo, { type: 'kodeshala:oauth', ok: true });
      } catch (failure) {
        request.log.warn({ err: failure, provider }, 'social sign-in failed');
        if (pending.linkUserId) return finishLink(reply, pending.returnTo, provider, describeFailure(provider, failure).code);
        return finish(reply, pending.mode, pending.returnTo, { type: 'kodeshala:oauth', ok: false, ...describeFailure(provider, failure) });
      }
    },
  });
};
