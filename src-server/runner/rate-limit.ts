import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { runnerMessageTable } from '@shared/runner/messages';
import type { Database } from '../db/schema';
import { realTimeMs } from '../clock';
import { AppError } from '../errors';
import { countRateLimitHit } from '../http/rate-limit-store';

export interface UserRunLimits {
  /** Programs one user may have running or waiting at the same time. */
  inFlight: number;
  /** Programs one user may start per minute. */
  perMinute: number;
}

export const defaultUserRunLimits: UserRunLimits = { inFlight: 4, perMinute: 60 };

/** Longer than any run's compile and run stages together: a lease whose process died ends by then. */
const leaseMs = 5 * 60_000;
const minuteMs = 60_000;

/**
 * Guards the runners so one learner (or one runaway script) cannot take every slot: a few programs
 * at a time and a steady number a minute, kept in the database so the limits hold across every
 * server process. The per-minute count's upsert comes first in the transaction and holds the
 * learner's row until commit, so starts of one learner on any process are decided one at a time;
 * a refusal rolls back, so it does not count. Returns the release that ends the lease.
 */
export function createUserRunLimiter(db: Kysely<Database>, limits: UserRunLimits = defaultUserRunLimits) {
  return async (userId: string, now = realTimeMs()): Promise<() => void> => {
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      const minute = await countRateLimitHit(trx, `run:${userId}`, minuteMs, now);
      if (minute.current > limits.perMinute) {
        throw new AppError('RATE_LIMITED', runnerMessageTable.ref('ranThisMinute', { count: limits.perMinute }), 429);
      }
      await trx.deleteFrom('run_leases').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
      const running = await trx.selectFrom('run_leases').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(running.count) >= limits.inFlight) {
        throw new AppError('RATE_LIMITED', runnerMessageTable.ref('stillRunning', { count: limits.inFlight }), 429);
      }
      await trx.insertInto('run_leases').values({ id, user_id: userId, expires_at: now + leaseMs }).execute();
    });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The run is over whatever the database says: a failed release keeps the place only until the lease ends.
      db.updateTable('run_leases').set({ expires_at: 0 }).where('id', '=', id).execute().catch(() => undefined);
    };
  };
}

export type UserRunLimiter = ReturnType<typeof createUserRunLimiter>;
