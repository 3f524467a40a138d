import { projectsRoutes } from '@shared/api/routes/projects';
import { projectMessageTable } from '@shared/projects/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { requireUser } from '../http/access';
import { perUserLimit } from '../http/rate-limit';
import { routeOptions } from '../http/route-options';
import { listCards, openShared, setStar, share, unshare, updateCard } from './cards';

/** The Projects screen and shared project pages (product.md §2.2). */
export const projectsPlugin: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: Clock }> = async (app, { db, clock }) => {
  const limit = perUserLimit(120, projectMessageTable.ref('tooManyRequests'));

  app.route({
    ...routeOptions(projectsRoutes.list, { rateLimit: limit }),
    handler: async (request) => ({ projects: await listCards(db, requireUser(request).userId) }),
  });

  app.route({
    ...routeOptions(projectsRoutes.update, { rateLimit: limit }),
    handler: async (request) => updateCard(db, requireUser(request).userId, request.params.id, request.body, clock()),
  });

  app.route({
    ...routeOptions(projectsRoutes.star, { rateLimit: limit }),
    handler: async (request) => setStar(db, requireUser(request).userId, request.params.id, request.body.starred, clock()),
  });

  app.route({
    ...routeOptions(projectsRoutes.share, { rateLimit: limit }),
    handler: async (request) => share(db, requireUser(request).userId, request.params.id),
  });

  app.route({
    ...routeOptions(projectsRoutes.unshare, { rateLimit: limit }),
    handler: async (request) => {
      await unshare(db, requireUser(request).userId, request.params.id);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOptions(projectsRoutes.shared),
    // Public, but a signed-in visitor's token still names them, so the page can show their star.
    handler: async (request) => openShared(db, request.params.shareId, request.caller?.userId ?? null),
  });
};
