import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { desktopSignInRoutes } from '@shared/api/routes/desktop-sign-in';
import { authMessageTable } from '@shared/auth/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { perAddressLimit } from './rate-limit';
import { refreshTokenHash } from './refresh-tokens';
import { type AuthContext, completeSignIn } from './session';

/** Long enough to switch back from the browser, short enough that a code seen later is worthless. */
const codeLifetimeMs = 5 * 60 * 1000;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const linkExpired = () => new AppError('BAD_REQUEST', authMessageTable.ref('desktopLinkExpired'), 400);

/**
 * The desktop app's sign-in through the system browser (src-shared/api/desktop-sign-in.ts): the
 * signed-in browser page asks for a one-time code bound to the app's challenge; the app trades it,
 * with the verifier only it holds, for a session of its own. A code is tried once: a wrong verifier
 * uses it up, so a code seen by anyone else cannot be guessed at.
 */
export const desktopSignInPlugin: FastifyPluginAsyncZod<AuthContext> = async (app, ctx) => {
  app.route({
    ...routeOptions(desktopSignInRoutes.code, { rateLimit: perAddressLimit(30, '5 minutes') }),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const code = randomBytes(32).toString('base64url');
      const now = ctx.clock();
      const expiresAt = new Date(now.getTime() + codeLifetimeMs).toISOString();
      await ctx.db
        .insertInto('desktop_sign_in_codes')
        .values({ code_hash: refreshTokenHash(code), user_id: userId, challenge: request.body.challenge, created_at: now.toISOString(), expires_at: expiresAt, used_at: null })
        .execute();
      return { code, expiresAt };
    },
  });

  app.route({
    ...routeOptions(desktopSignInRoutes.token, { rateLimit: perAddressLimit(ctx.config.signInPer5Minutes ?? 30, '5 minutes') }),
    handler: async (request, reply) => {
      const { code, verifier } = request.body;
      const now = ctx.clock().toISOString();
      // Kept as refresh tokens are: by their SHA-256, so a copy of the table signs nobody in.
      const codeHash = refreshTokenHash(code);
      // Used up before it is checked: of two racing trades, one alone finds it unused.
      const taken = await ctx.db
        .updateTable('desktop_sign_in_codes')
        .set({ used_at: now })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'challenge'])
        .executeTakeFirst();
      if (!taken) throw linkExpired();
      const expected = Buffer.from(taken.challenge, 'utf8');
      const presented = Buffer.from(s256(verifier), 'utf8');
      if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) throw linkExpired();
      const user = await ctx.db.selectFrom('users').select('email').where('id', '=', taken.user_id).executeTakeFirst();
      if (!user) throw linkExpired();
      // Codes past their time are no use to anyone: cleared as new ones are traded.
      await ctx.db.deleteFrom('desktop_sign_in_codes').where('expires_at', '<', now).execute();
      return completeSignIn(ctx, reply, taken.user_id, user.email);
    },
  });
};
