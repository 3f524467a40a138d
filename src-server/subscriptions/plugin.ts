import { subscriptionsRoutes } from '@shared/api/routes/subscriptions';
import type { SubscriptionReply } from '@shared/api/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { findUserByEmail } from '../users/queries';
import { grantSubscription } from './premium';
import { subscriptionState } from './state';
import { paymentMessageTable } from '@shared/payments/messages';

export const subscriptionsPlugin: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: Clock }> = async (app, { db, clock }) => {
  app.route({
    ...routeOptions(subscriptionsRoutes.current),
    handler: async (request): Promise<SubscriptionReply> => subscriptionState(db, requireUser(request).userId, clock()),
  });

  app.route({
    ...routeOptions(subscriptionsRoutes.grant),
    handler: async (request) => {
      const { userId: adminId } = requireUser(request);
      const user = await findUserByEmail(db, request.body.email);
      if (!user) throw notFound(paymentMessageTable.ref('noAccountFor', { email: request.body.email }));
      const granted = await db.transaction().execute((trx) => grantSubscription(trx, user.id, request.body.plan, `admin:${adminId}`, clock()));
      return { userId: user.id, plan: request.body.plan, startsAt: granted.starts_at, expiresAt: granted.expires_at };
    },
  });
};
