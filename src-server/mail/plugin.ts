import { mailRoutes } from '@shared/api/routes/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { routeOptions } from '../http/route-options';
import { listOutbox } from './queries';

/** The outbox for admins: where mail is read when no SMTP server is configured, and how delivery went when one is. */
export const mailPlugin: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.route({
    ...routeOptions(mailRoutes.outbox),
    handler: async (request) => {
      const rows = await listOutbox(db, request.query.to ? request.query.to.trim().toLowerCase() : undefined);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          kind: row.kind,
          status: row.status,
          attempts: row.attempts,
          createdAt: row.created_at,
          sentAt: row.sent_at,
        })),
      };
    },
  });
};
