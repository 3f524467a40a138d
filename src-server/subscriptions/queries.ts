import type { Executor } from '../db/executor';
import type { SubscriptionRow } from '../db/schema';

/** Of the subscriptions running at `at`, the one that runs longest. */
export function findActiveSubscription(db: Executor, userId: string, at: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('starts_at', '<=', at)
    .where('expires_at', '>', at)
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The latest expiry of the user's active subscriptions, whether or not it has passed. */
export async function latestActiveExpiry(db: Executor, userId: string): Promise<string | undefined> {
  const latest = await db
    .selectFrom('subscriptions')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.expires_at;
}

/** The plan and expiry of the user's active subscription that ends last, whether or not it has passed. */
export function latestActivePlan(db: Executor, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['plan_key', 'expires_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSubscription(db: Executor, row: SubscriptionRow): Promise<void> {
  await db.insertInto('subscriptions').values(row).execute();
}

export async function cancelSubscriptionsOfSource(db: Executor, source: string): Promise<void> {
  await db.updateTable('subscriptions').set({ status: 'cancelled' }).where('source', '=', source).execute();
}
