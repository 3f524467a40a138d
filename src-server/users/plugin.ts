import { usersRoutes } from '@shared/api/routes/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { updateProfile } from '../engagement/profile';
import { loadMe } from './me';

export const usersPlugin: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.route({ ...routeOptions(usersRoutes.me), handler: async (request) => loadMe(db, requireUser(request).userId) });

  app.route({
    ...routeOptions(usersRoutes.updateMe),
    handler: async (request) => {
      const { userId } = requireUser(request);
      await updateProfile(db, userId, request.body);
      return loadMe(db, userId);
    },
  });
};
