import type { PlanSummary } from '@shared/api/plans';
import { plansRoutes } from '@shared/api/routes/plans';
import { planKeys } from '@shared/plans/plans';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { notFound } from '../errors';
import { routeOptions } from '../http/route-options';
import { listPlansQuery, planByKeyQuery, type PlanSummaryRow } from './queries';
import { planMessageTable } from '@shared/plans/messages';

const featureList = z.array(z.string());
const planKey = z.enum(planKeys);

function toSummary(row: PlanSummaryRow): PlanSummary {
  return {
    key: planKey.parse(row.key),
    name: row.name,
    priceRupees: row.amount_paise / 100,
    amountPaise: row.amount_paise,
    currency: 'INR',
    durationLabel: row.duration_label,
    popular: row.popular === 1,
    features: featureList.parse(JSON.parse(row.features_json)),
  };
}

export const plansPlugin: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const listPlans = listPlansQuery(db);
  const findPlanByKey = planByKeyQuery(db);
  app.route({ ...routeOptions(plansRoutes.list), handler: async () => ({ plans: (await listPlans({})).map(toSummary) }) });

  app.route({
    ...routeOptions(plansRoutes.get),
    handler: async (request) => {
      const row = await findPlanByKey(request.params.key);
      if (!row) throw notFound(planMessageTable.ref('noSuchPlan', { key: request.params.key, plans: planKeys.join(', ') }));
      return toSummary(row);
    },
  });
};
