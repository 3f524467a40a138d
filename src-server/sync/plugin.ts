import { syncRoutes } from '@shared/api/routes/sync';
import { syncMessageTable } from '@shared/sync/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import type { SyncService } from './gateway';

/** The platform server itself: nothing to sync, never offline, no conflicts of its own. */
export const directSync: SyncService = {
  status: async () => ({ mode: 'direct', online: true, offlineSince: null, pending: 0, signInAgain: false }),
  conflicts: async () => [],
  resolve: async () => false,
};

/**
 * The sync routes as the platform server answers them. On the desktop's embedded server signed in
 * to a platform server, the gateway answers them first (its callers hold the platform's tokens).
 */
export const syncPlugin: FastifyPluginAsyncZod<{ service: SyncService }> = async (app, { service }) => {
  app.route({ ...routeOptions(syncRoutes.status), handler: () => service.status() });
  app.route({
    ...routeOptions(syncRoutes.conflicts),
    handler: async (request) => ({ conflicts: await service.conflicts(requireUser(request).userId) }),
  });
  app.route({
    ...routeOptions(syncRoutes.resolve),
    handler: async (request) => {
      if (!(await service.resolve(requireUser(request).userId, request.params.conflictId, request.body.keep))) throw notFound(syncMessageTable.ref('conflictResolved'));
      return { ok: true as const };
    },
  });
};
