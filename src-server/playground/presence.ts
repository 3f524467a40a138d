import type { Executor } from '../db/executor';
import { countPresentSince, deletePresence, deletePresenceBefore, upsertPresence } from './queries';

/** product.md §1.4 and §9: a learner counts as coding now when seen within the last 2 minutes. */
export const presenceWindowMs = 2 * 60_000;

const cutoff = (now: number) => new Date(now - presenceWindowMs).toISOString();

export async function countActive(db: Executor, now: number): Promise<number> {
  return countPresentSince(db, cutoff(now));
}

/** Marks the learner as having the playground open now, and sweeps rows nobody refreshed. */
export async function markActive(db: Executor, userId: string, now: number): Promise<number> {
  const seenAt = new Date(now).toISOString();
  await upsertPresence(db, userId, seenAt);
  await deletePresenceBefore(db, cutoff(now));
  return countActive(db, now);
}

export async function markGone(db: Executor, userId: string, now: number): Promise<number> {
  await deletePresence(db, userId);
  return countActive(db, now);
}
