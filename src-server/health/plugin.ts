import { healthReply } from '@shared/api/health';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { prepareQuery } from '../db/prepared';

export const healthPlugin: FastifyPluginAsyncZod<{ db: Db; version: string }> = async (app, { db, version }) => {
  // Compiled once: a probe that rebuilt its query on every call would measure Kysely, not the database.
  const ping = prepareQuery(db, [], (k) => k.selectNoFrom(sql<number>`1`.as('ok')));
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], summary: 'Liveness and database check', response: { 200: healthReply } },
    },
    async () => {
      await ping({});
      return { status: 'ok' as const, db: db.dialect, version };
    },
  );
};
