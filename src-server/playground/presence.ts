import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Spec 1 §4 and §9: a learner counts as coding now when seen within the last 2 minutes. */
export const presenceWindowMs = 2 * 60_000;

const cutoff = (now: number) => new Date(now - presenceWindowMs).toISOString();

export async function countActive(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const { count } = await db
    .selectFrom('playground_presence')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('seen_at', '>=', cutoff(now))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Marks the learner as having the playground open now, and sweeps rows nobody refreshed. */
export async function markActive(db: Kysely<Database>, userId: string, now = Date.now()): Promise<number> {
  const seenAt = new Date(now).toISOString();
  await db
    .insertInto('playground_presence')
    .values({ user_id: userId, seen_at: seenAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_at: seenAt }))
    .execute();
  await db.deleteFrom('playground_presence').where('seen_at', '<', cutoff(now)).execute();
  return countActive(db, now);
}

export async function markGone(db: Kysely<Database>, userId: string, now = Date.now()): Promise<number> {
  await db.deleteFrom('playground_presence').where('user_id', '=', userId).execute();
  return countActive(db, now);
}
