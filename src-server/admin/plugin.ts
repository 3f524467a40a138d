import { adminContentRoutes } from '@shared/api/routes/admin-content';
import { adminUsersRoutes } from '@shared/api/routes/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { routeOptions } from '../http/route-options';

/** The content and user admin; the routes answer 501 until they are built. */
export const adminPlugin: FastifyPluginAsyncZod = async (app) => {
  for (const contract of [...Object.values(adminContentRoutes), ...Object.values(adminUsersRoutes)]) {
    app.route({
      ...routeOptions(contract),
      handler: async () => {
        throw new AppError('UNAVAILABLE', 'The content admin is being built.', 501);
      },
    });
  }
};
