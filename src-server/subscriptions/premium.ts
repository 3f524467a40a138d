import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PlanKey } from '@shared/plans/plans';
import { findPlan } from '@shared/plans/plans';
import { extendSubscription } from '@shared/subscriptions/extend';
import type { Database, SubscriptionRow } from '../db/schema';

type Reader = Kysely<Database> | Transaction<Database>;

/** The subscription in force for a user at `now`, if any: the one that runs longest. */
export async function activeSubscription(db: Reader, userId: string, now = new Date()): Promise<SubscriptionRow | undefined> {
  const iso = now.toISOString();
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('starts_at', '<=', iso)
    .where('expires_at', '>', iso)
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** "Is this user premium now?": the one answer every lock on the server asks. */
export async function isPremium(db: Reader, userId: string, now = new Date()): Promise<boolean> {
  return (await activeSubscription(db, userId, now)) !== undefined;
}

/**
 * Grants a plan, running from the later of now and the user's current expiry. `source` records
 * who granted it (an admin, a payment).
 */
export async function grantSubscription(db: Reader, userId: string, plan: PlanKey, source: string, now = new Date()): Promise<SubscriptionRow> {
  const latest = await db
    .selectFrom('subscriptions')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const { startsAt, expiresAt } = extendSubscription(now, latest ? new Date(latest.expires_at) : null, planDuration(plan));
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
  await db.insertInto('subscriptions').values(row).execute();
  return row;
}

function planDuration(key: PlanKey) {
  const plan = findPlan(key);
  if (!plan) throw new Error(`Unknown plan ${key}`);
  return plan.duration;
}
