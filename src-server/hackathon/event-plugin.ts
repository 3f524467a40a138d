import { hackathonEventRoutes } from '@shared/api/routes/hackathon';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../http/route-options';
import { loadCurrentEvent } from './current-event';
import type { HackathonOptions } from './plugin';

/** The event and its problem statements, for the landing page and the wizard. */
export const eventPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, { db }) => {
  app.route({ ...routeOptions(hackathonEventRoutes.event), handler: async () => loadCurrentEvent(db) });
  app.route({
    ...routeOptions(hackathonEventRoutes.problemStatements),
    handler: async () => ({ success: true as const, data: (await loadCurrentEvent(db)).problemStatements }),
  });
};
