import { platformRoutes } from '@shared/api/routes/platform';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { prepareQuery } from '../db/prepared';
import { routeOptions } from '../http/route-options';

export const healthPlugin: FastifyPluginAsyncZod<{ db: Db; version: string }> = async (app, { db, version }) => {
  // Compiled once: a probe that rebuilt its query on every call would measure Kysely, not the database.
  const ping = prepareQuery(db, [], (k) => k.selectNoFrom(sql<number>`1`.as('ok')));
  app.route({
    ...routeOptions(platformRoutes.health),
    handler: async () => {
      await ping({});
      return { status: 'ok' as const, db: db.dialect, version };
    },
  });
};
