import { z } from 'zod';
import { adminMessages } from '../admin/messages';
import { wellFormedText } from './text';
import { planKeys } from '../plans/plans';

/** GET /api/subscription (product.md §1.3 "subscription"), with expiry applied by the server at read time. */
export const subscriptionReply = z.object({
  hasSubscription: z.boolean(),
  plan: z.enum(planKeys).nullable(),
  status: z.enum(['active', 'expired', 'none']),
  expiresAt: z.string().nullable(),
});
export type SubscriptionReply = z.infer<typeof subscriptionReply>;

/** An admin grants a plan to a learner (support, scholarships, testing). */
export const grantSubscriptionBody = z.object({
  email: z.email(adminMessages.grantEmail).max(254).check(wellFormedText),
  plan: z.enum(planKeys),
});
export const grantSubscriptionReply = z.object({
  userId: z.string(),
  plan: z.enum(planKeys),
  startsAt: z.string(),
  expiresAt: z.string(),
});
