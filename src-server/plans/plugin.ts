import { listPlansReply } from '@shared/api/plans';
import { planKeys } from '@shared/plans/plans';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { listPlans } from './queries';

const featureList = z.array(z.string());
const planKey = z.enum(planKeys);

export const plansPlugin: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/plans',
    {
      config: { access: 'public' },
      schema: { tags: ['subscriptions'], summary: 'The subscription plans and their prices', response: { 200: listPlansReply } },
    },
    async () => {
      const rows = await listPlans(db.kysely);
      return {
        plans: rows.map((row) => ({
          key: planKey.parse(row.key),
          name: row.name,
          priceRupees: row.amount_paise / 100,
          amountPaise: row.amount_paise,
          currency: 'INR' as const,
          durationLabel: row.duration_label,
          popular: row.popular === 1,
          features: featureList.parse(JSON.parse(row.features_json)),
        })),
      };
    },
  );
};
