import { authProvidersReply, loginBody, logoutReply, registerBody, sessionReply } from '@shared/api/auth';
import { authMessages } from '@shared/auth/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { registerWithPassword, verifyPasswordSignIn } from './password-sign-in';
import { perAddressLimit } from './rate-limit';
import { revokeByToken, rotateRefreshToken } from './refresh-tokens';
import { type AuthContext, clearRefreshCookie, completeSignIn, refreshCookie, sessionFor, setRefreshCookie } from './session';

const sessionEnded = () => new AppError('auth/session-expired', authMessages.sessionExpired, 401);

export const authPlugin: FastifyPluginAsyncZod<AuthContext> = async (app, ctx) => {
  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit: perAddressLimit(20, '15 minutes') },
      schema: { tags: ['auth'], summary: 'Create an account with e-mail and password', body: registerBody, response: { 201: sessionReply } },
    },
    async (request, reply) => {
      const { email, password, displayName } = request.body;
      const userId = await registerWithPassword(ctx, email, password, displayName);
      return reply.status(201).send(await completeSignIn(ctx, reply, userId, email));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: perAddressLimit(30, '5 minutes') },
      schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: loginBody, response: { 200: sessionReply } },
    },
    async (request, reply) => {
      const userId = await verifyPasswordSignIn(ctx, request.body.email, request.body.password, request.ip);
      return completeSignIn(ctx, reply, userId, request.body.email);
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { access: 'public', rateLimit: perAddressLimit(120, '1 minute') },
      schema: { tags: ['auth'], summary: 'Rotate the refresh cookie and get a new access token', response: { 200: sessionReply } },
    },
    async (request, reply) => {
      const presented = request.cookies[refreshCookie];
      if (!presented) throw sessionEnded();
      const rotated = await rotateRefreshToken(ctx.db, presented, ctx.clock());
      if (!rotated.ok) {
        clearRefreshCookie(reply, ctx.config);
        throw sessionEnded();
      }
      setRefreshCookie(reply, ctx.config, rotated.token);
      return sessionFor(ctx, rotated.userId);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sign out: revoke this session on the server', response: { 200: logoutReply } },
    },
    async (request, reply) => {
      const presented = request.cookies[refreshCookie];
      if (presented) await revokeByToken(ctx.db, presented);
      clearRefreshCookie(reply, ctx.config);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/providers',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Which social sign-in providers this server offers', response: { 200: authProvidersReply } },
    },
    async () => {
      const { google, github, firebase } = ctx.config.auth;
      return {
        providers: [
          { id: 'google' as const, name: 'Google', configured: google !== undefined },
          { id: 'github' as const, name: 'GitHub', configured: github !== undefined },
        ],
        firebase: firebase
          ? { apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId, ...(firebase.appId ? { appId: firebase.appId } : {}) }
          : null,
      };
    },
  );
};
