import { healthReply } from '@shared/api/health';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';

export const healthPlugin: FastifyPluginAsyncZod<{ db: Db; version: string }> = async (app, { db, version }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], summary: 'Liveness and database check', response: { 200: healthReply } },
    },
    async () => {
      await sql`select 1`.execute(db.kysely);
      return { status: 'ok' as const, db: db.dialect, version };
    },
  );
};
