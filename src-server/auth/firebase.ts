import { authRoutes } from '@shared/api/routes/auth';
import { authMessageTable } from '@shared/auth/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRemoteJWKSet, jwtVerify, UnsecuredJWT, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { AuthConfig } from '../config';
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
 *
 * With the Authentication emulator configured (development and test only: loadConfig refuses it
 * in production) the tokens come unsigned (`alg: none`), as the emulator makes them; the
 * audience, issuer and expiry are still checked.
 */
function tokenVerifier(firebase: NonNullable<AuthConfig['firebase']>): (token: string) => Promise<JWTPayload> {
  const checks = { audience: firebase.projectId, issuer: `${firebase.issuerBase.replace(/\/?$/, '/')}${firebase.projectId}` };
  if (firebase.emulatorUrl) return async (token) => UnsecuredJWT.decode(token, checks).payload;
  const keys = createRemoteJWKSet(new URL(firebase.jwksUrl), { timeoutDuration: providerTimeoutSeconds * 1000 });
  return async (token) => (await jwtVerify(token, keys, { ...checks, algorithms: ['RS256'] })).payload;
}

export const firebasePlugin: FastifyPluginAsyncZod<AuthContext> = async (app, ctx) => {
  const firebase = ctx.config.auth.firebase;
  if (!firebase) return;
  const verify = tokenVerifier(firebase);

  app.route({
    ...routeOptions(authRoutes.firebaseExchange, { rateLimit: perAddressLimit(30, '5 minutes') }),
    handler: async (request, reply) => {
      let claims: z.infer<typeof firebaseClaims>;
      try {
        claims = firebaseClaims.parse(await verify(request.body.idToken));
      } catch (error) {
        request.log.warn({ err: error }, 'firebase token refused');
        throw new AppError('UNAUTHENTICATED', authMessageTable.ref('redirectFailed'), 401);
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
        ctx.clock(),
      );
      return completeSignIn(ctx, reply, userId, email);
    },
  });
};
