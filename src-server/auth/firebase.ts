import { authRoutes } from '@shared/api/routes/auth';
import { authMessages } from '@shared/auth/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { AppError } from '../errors';
import { routeOptions } from '../http/route-options';
import { findOrCreateSocialUser } from './oauth/link-account';
import { providerTimeoutSeconds } from './oauth/providers';
import { perAddressLimit } from './rate-limit';
import { type AuthContext, completeSignIn } from './session';

const firebaseClaims = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
  firebase: z.object({ sign_in_provider: z.string() }).optional(),
});

/**
 * Optional Firebase sign-in: the renderer signs in with the Firebase SDK and hands us its ID
 * token; we check the signature against Google's published keys, the audience (our project) and
 * the issuer, then open our own session. Only registered when Firebase is configured.
 */
export const firebasePlugin: FastifyPluginAsyncZod<AuthContext> = async (app, ctx) => {
  const firebase = ctx.config.auth.firebase;
  if (!firebase) return;
  const keys = createRemoteJWKSet(new URL(firebase.jwksUrl), { timeoutDuration: providerTimeoutSeconds * 1000 });
  const issuer = `${firebase.issuerBase.replace(/\/?$/, '/')}${firebase.projectId}`;

  app.route({
    ...routeOptions(authRoutes.firebaseExchange, { rateLimit: perAddressLimit(30, '5 minutes') }),
    handler: async (request, reply) => {
      let claims: z.infer<typeof firebaseClaims>;
      try {
        const { payload } = await jwtVerify(request.body.idToken, keys, { audience: firebase.projectId, issuer, algorithms: ['RS256'] });
        claims = firebaseClaims.parse(payload);
      } catch (error) {
        request.log.warn({ err: error }, 'firebase token refused');
        throw new AppError('UNAUTHENTICATED', authMessages.redirectFailed, 401);
      }
      const { userId, email } = await findOrCreateSocialUser(
        ctx.db,
        'firebase',
        {
          providerUserId: claims.sub,
          email: claims.email.toLowerCase(),
          emailVerified: claims.email_verified === true,
          name: claims.name,
          photoUrl: claims.picture,
          login: claims.firebase?.sign_in_provider,
          accessToken: undefined,
        },
        undefined,
      );
      return completeSignIn(ctx, reply, userId, email);
    },
  });
};
