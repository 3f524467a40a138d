import { engagementRoutes } from '@shared/api/routes/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import type { Clock } from '../clock';
import { heartbeatRateLimit, recordHeartbeat } from './heartbeat';
import { findTimeZone } from './queries';
import { learnerStats } from './stats';
import { authMessageTable } from '@shared/auth/messages';

interface EngagementOptions {
  db: Kysely<Database>;
  clock: Clock;
}

async function userZone(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await findTimeZone(db, userId);
  if (!row) throw notFound(authMessageTable.ref('accountDeleted'));
  return row.time_zone;
}

/** Learning time: heartbeats and the caller's stats. */
export const engagementPlugin: FastifyPluginAsyncZod<EngagementOptions> = async (app, { db, clock }) => {
  app.route({
    ...routeOptions(engagementRoutes.heartbeat, { rateLimit: heartbeatRateLimit }),
    handler: async (request) => {
      const { userId } = requireUser(request);
      return recordHeartbeat(db, userId, await userZone(db, userId), clock());
    },
  });

  app.route({
    ...routeOptions(engagementRoutes.stats),
    handler: async (request) => {
      const { userId } = requireUser(request);
      return learnerStats(db, userId, await userZone(db, userId), clock());
    },
  });
};
