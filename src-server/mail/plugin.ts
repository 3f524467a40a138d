import { mailRoutes } from '@shared/api/routes/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { routeOptions } from '../http/route-options';

/** The outbox for admins: where mail is read when no SMTP server is configured, and how delivery went when one is. */
export const mailPlugin: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.route({
    ...routeOptions(mailRoutes.outbox),
    handler: async (request) => {
      let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(100);
      if (request.query.to) query = query.where('to_address', '=', request.query.to.trim().toLowerCase());
      const rows = await query.execute();
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
