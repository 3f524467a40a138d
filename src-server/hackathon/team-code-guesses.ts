import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countRateLimitHit } from '../http/rate-limit-store';

/**
 * Wrong team codes allowed in a window, per account and per address (a classroom shares one).
 * Codes are 6 of 36 characters: at these limits a guesser finds one team in millions of windows.
 * Only wrong codes count, so a class joining its teams is never slowed.
 */
export const teamCodeGuessLimits = { perAccount: 10, perAddress: 60, windowMs: 15 * 60 * 1000 } as const;

const keysOf = (userId: string, address: string) => [
  { key: `team-code:account:${userId}`, max: teamCodeGuessLimits.perAccount },
  { key: `team-code:address:${address}`, max: teamCodeGuessLimits.perAddress },
];

/**
 * Guards joining by code as sign-in is guarded: the counts live in the database's rate-limit
 * table, so every server process shares them.
 */
export function teamCodeGuesses(db: Kysely<Database>, now: () => number) {
  return {
    /** Seconds until the account and the address may try a code again; 0 when they may now. */
    async waitSeconds(userId: string, address: string): Promise<number> {
      const at = now();
      const limits = keysOf(userId, address);
      const rows = await db
        .selectFrom('rate_limit_hits')
        .select(['key', 'count', 'resets_at'])
        .where('key', 'in', limits.map((l) => l.key))
        .execute();
      let waitMs = 0;
      for (const row of rows) {
        const limit = limits.find((l) => l.key === row.key);
        const resetsAt = Number(row.resets_at);
        if (limit && resetsAt > at && Number(row.count) >= limit.max) waitMs = Math.max(waitMs, resetsAt - at);
      }
      return Math.ceil(waitMs / 1000);
    },
    /** Counts one wrong code against the account and the address. */
    async wrong(userId: string, address: string): Promise<void> {
      const at = now();
      for (const { key } of keysOf(userId, address)) await countRateLimitHit(db, key, teamCodeGuessLimits.windowMs, at);
    },
  };
}
