import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Per-account limit: this many failed sign-ins within the window lock the account key for the rest of it. */
export const maxFailures = 10;
export const failureWindowMs = 15 * 60 * 1000;

const windowExpired = (startedAt: string, now: number) => now - Date.parse(startedAt) > failureWindowMs;

export async function isLockedOut(db: Kysely<Database>, key: string, now = Date.now()): Promise<boolean> {
  const row = await db.selectFrom('auth_failures').selectAll().where('key', '=', key).executeTakeFirst();
  return row !== undefined && !windowExpired(row.window_started_at, now) && row.count >= maxFailures;
}

export async function recordFailure(db: Kysely<Database>, key: string, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('auth_failures').selectAll().where('key', '=', key).executeTakeFirst();
    const startedAt = new Date(now).toISOString();
    if (!row) {
      await trx.insertInto('auth_failures').values({ key, count: 1, window_started_at: startedAt }).execute();
    } else if (windowExpired(row.window_started_at, now)) {
      await trx.updateTable('auth_failures').set({ count: 1, window_started_at: startedAt }).where('key', '=', key).execute();
    } else {
      await trx.updateTable('auth_failures').set({ count: row.count + 1 }).where('key', '=', key).execute();
    }
  });
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('key', '=', key).execute();
}
