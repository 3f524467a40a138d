import type { SubscriptionReply } from '@shared/api/subscriptions';
import { planKeys } from '@shared/plans/plans';
import { z } from 'zod';
import type { Executor } from '../db/executor';
import { activeSubscription } from './premium';
import { latestActivePlan } from './queries';

const planKey = z.enum(planKeys);

/**
 * The caller's subscription as product.md §1.3 describes it, with expiry applied now, at read time.
 * Purchases chain (each runs from the previous expiry), so an active learner's access lasts until
 * the latest expiry, and the plan shown is the one bought last.
 */
export async function subscriptionState(db: Executor, userId: string, now: Date): Promise<SubscriptionReply> {
  const latest = await latestActivePlan(db, userId);
  if (!latest) return { hasSubscription: false, plan: null, status: 'none', expiresAt: null };
  const plan = planKey.parse(latest.plan_key);
  if (await activeSubscription(db, userId, now)) return { hasSubscription: true, plan, status: 'active', expiresAt: latest.expires_at };
  return { hasSubscription: false, plan, status: 'expired', expiresAt: latest.expires_at };
}
