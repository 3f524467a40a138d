import type { Executor } from '../db/executor';
import { deleteAuthFailures, findAuthFailure, upsertAuthFailure } from './queries';

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
export async function coolDownLeftMs(db: Executor, key: string, now: number): Promise<number> {
  const row = await findAuthFailure(db, key);
  if (!row) return 0;
  const last = Date.parse(row.last_failed_at ?? row.window_started_at);
  if (now - last > forgetAfterMs) return 0;
  return Math.max(0, last + coolDownMs(row.count) - now);
}

export async function recordFailure(db: Executor, key: string, now: number): Promise<void> {
  await upsertAuthFailure(db, key, new Date(now).toISOString(), new Date(now - forgetAfterMs).toISOString());
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await deleteAuthFailures(db, key);
}
