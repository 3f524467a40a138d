import { authRoutes } from '@shared/api/routes/auth';
import { authMessageTable } from '@shared/auth/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import type { MailDelivery } from '../mail/delivery';
import { changePassword } from './change-password';
import { registerWithPassword, verifyPasswordSignIn } from './password-sign-in';
import { perAddressLimit } from './rate-limit';
import { revokeByToken, rotateRefreshToken } from './refresh-tokens';
import { type AuthContext, clearRefreshCookie, completeSignIn, refreshCookie, sessionFor, setRefreshCookie } from './session';

const sessionEnded = () => new AppError('auth/session-expired', authMessageTable.ref('sessionExpired'), 401);

export const authPlugin: FastifyPluginAsyncZod<AuthContext & { mail: MailDelivery }> = async (app, { mail, ...ctx }) => {
  app.route({
    ...routeOptions(authRoutes.register, { rateLimit: perAddressLimit(ctx.config.registerPer15Minutes ?? 20, '15 minutes') }),
    handler: async (request, reply) => {
      const { email, password, displayName } = request.body;
      const userId = await registerWithPassword(ctx, email, password, displayName);
      return reply.status(201).send(await completeSignIn(ctx, reply, userId, email));
    },
  });

  app.route({
    ...routeOptions(authRoutes.login, { rateLimit: perAddressLimit(ctx.config.signInPer5Minutes ?? 30, '5 minutes') }),
    handler: async (request, reply) => {
      const userId = await verifyPasswordSignIn(ctx, request.body.email, request.body.password, request.ip);
      return completeSignIn(ctx, reply, userId, request.body.email);
    },
  });

  app.route({
    // Limited like sign-in: each try costs a password hash, and it is one more place to guess a password.
    ...routeOptions(authRoutes.changePassword, { rateLimit: perAddressLimit(ctx.config.signInPer5Minutes ?? 30, '5 minutes') }),
    handler: async (request, reply) => {
      const { userId } = requireUser(request);
      const refreshToken = await changePassword(ctx, mail, userId, request.body);
      setRefreshCookie(reply, ctx, refreshToken);
      return sessionFor(ctx, userId);
    },
  });

  app.route({
    ...routeOptions(authRoutes.refresh, { rateLimit: perAddressLimit(120, '1 minute') }),
    handler: async (request, reply) => {
      const presented = request.cookies[refreshCookie];
      if (!presented) throw sessionEnded();
      const rotated = await rotateRefreshToken(ctx.db, presented, ctx.clock());
      if (!rotated.ok) {
        clearRefreshCookie(reply, ctx.config);
        throw sessionEnded();
      }
      setRefreshCookie(reply, ctx, rotated.token);
      return sessionFor(ctx, rotated.userId);
    },
  });

  app.route({
    ...routeOptions(authRoutes.logout),
    handler: async (request, reply) => {
      const presented = request.cookies[refreshCookie];
      const userId = presented ? await revokeByToken(ctx.db, presented, ctx.clock()) : undefined;
      // The access tokens go too, on every device: the others renew theirs with their own refresh cookie.
      if (userId) await ctx.sessions.end(ctx.db, userId);
      clearRefreshCookie(reply, ctx.config);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOptions(authRoutes.providers),
    handler: async () => {
      const { google, github, firebase } = ctx.config.auth;
      return {
        providers: [
          { id: 'google' as const, name: 'Google', configured: google !== undefined },
          { id: 'github' as const, name: 'GitHub', configured: github !== undefined },
        ],
        firebase: firebase
          ? {
              apiKey: firebase.apiKey,
              authDomain: firebase.authDomain,
              projectId: firebase.projectId,
              ...(firebase.appId ? { appId: firebase.appId } : {}),
              ...(firebase.emulatorUrl ? { emulatorUrl: firebase.emulatorUrl } : {}),
            }
          : null,
      };
    },
  });
};
