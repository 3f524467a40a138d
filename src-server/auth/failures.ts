import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Failed sign-ins of one key (a client address and an account) slow that key only: the first
 * `freeFailures` cost nothing, then each failure makes the key wait twice as long as the last one
 * did, up to an hour. A day without a failure forgets them, and a success clears them.
 */
export const freeFailures = 10;
export const firstCoolDownMs = 60 * 1000;
const longestCoolDownMs = 60 * 60 * 1000;
const forgetAfterMs = 24 * 60 * 60 * 1000;

export function coolDownMs(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(longestCoolDownMs, firstCoolDownMs * 2 ** (failures - freeFailures));
}

/** How long the key must wait before its next try; 0 when it may try now. */
export async function coolDownLeftMs(db: Kysely<Database>, key: string, now: number): Promise<number> {
  const row = await db.selectFrom('auth_failures').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return 0;
  const last = Date.parse(row.last_failed_at ?? row.window_started_at);
  if (now - last > forgetAfterMs) return 0;
  return Math.max(0, last + coolDownMs(row.count) - now);
}

/** One statement, so two failures arriving together both count and neither trips the unique key. */
export async function recordFailure(db: Kysely<Database>, key: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const forgottenBefore = new Date(now - forgetAfterMs).toISOString();
  await db
    .insertInto('auth_failures')
    .values({ key, count: 1, window_started_at: at, last_failed_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const forgotten = eb(eb.fn.coalesce('auth_failures.last_failed_at', 'auth_failures.window_started_at'), '<', forgottenBefore);
        return {
          count: eb.case().when(forgotten).then(1).else(eb('auth_failures.count', '+', 1)).end(),
          window_started_at: eb.case().when(forgotten).then(at).else(eb.ref('auth_failures.window_started_at')).end(),
          last_failed_at: at,
        };
      }),
    )
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('key', '=', key).execute();
}
