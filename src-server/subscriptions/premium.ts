import { randomUUID } from 'node:crypto';
import type { PlanKey } from '@shared/plans/plans';
import { findPlan } from '@shared/plans/plans';
import { extendSubscription } from '@shared/subscriptions/extend';
import type { Executor } from '../db/executor';
import type { SubscriptionRow } from '../db/schema';
import { findActiveSubscription, insertSubscription, latestActiveExpiry } from './queries';

/** The subscription in force for a user at `now`, if any: the one that runs longest. */
export async function activeSubscription(db: Executor, userId: string, now: Date): Promise<SubscriptionRow | undefined> {
  return findActiveSubscription(db, userId, now.toISOString());
}

/** "Is this user premium now?": the one answer every lock on the server asks. */
export async function isPremium(db: Executor, userId: string, now: Date): Promise<boolean> {
  return (await activeSubscription(db, userId, now)) !== undefined;
}

/**
 * Grants a plan, running from the later of now and the user's current expiry. `source` records
 * who granted it (an admin, a payment).
 */
export async function grantSubscription(db: Executor, userId: string, plan: PlanKey, source: string, now: Date): Promise<SubscriptionRow> {
  const latest = await latestActiveExpiry(db, userId);
  const { startsAt, expiresAt } = extendSubscription(now, latest ? new Date(latest) : null, planDuration(plan));
  const row: SubscriptionRow = {
    id: randomUUID(),
    user_id: userId,
    plan_key: plan,
    status: 'active',
    starts_at: startsAt.toISOString(),
    expires_at: expiresAt.toISOString(),
    source,
    created_at: now.toISOString(),
  };
  await insertSubscription(db, row);
  return row;
}

function planDuration(key: PlanKey) {
  const plan = findPlan(key);
  if (!plan) throw new Error(`Unknown plan ${key}`);
  return plan.duration;
}
