import { z } from 'zod';
import { text } from './text';
import { planKeys } from '../plans/plans';

export const planSummary = z.object({
  key: z.enum(planKeys),
  name: z.string(),
  priceRupees: z.number().int(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  durationLabel: z.string(),
  popular: z.boolean(),
  features: z.array(z.string()),
});

export const listPlansReply = z.object({ plans: z.array(planSummary) });
export type ListPlansReply = z.infer<typeof listPlansReply>;

export const getPlanParams = z.object({ key: text().min(1).max(40) });
export const getPlanReply = planSummary;
export type PlanSummary = z.infer<typeof planSummary>;
