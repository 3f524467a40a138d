import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { realTimeMs } from '../clock';
import type { Executor } from '../db/executor';
import type { Database } from '../db/schema';

/** What `@fastify/rate-limit` needs back from a store: requests so far in the window, and ms until it ends. */
export interface RateLimitHit {
  current: number;
  ttl: number;
}

/** How often a process sweeps counters whose window has ended. */
const sweepEveryMs = 60_000;

/**
 * Counts one request against `key` in a single upsert, so concurrent requests (and several server
 * processes on one PostgreSQL) never lose a count. A window starts at the key's first request and
 * lasts `windowMs`, as in the plugin's own memory and Redis stores; a request after it ends starts
 * the next one. Both SET expressions read the row as it was, on SQLite as on PostgreSQL.
 */
export async function countRateLimitHit(db: Executor, key: string, windowMs: number, now: number): Promise<RateLimitHit> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, count: 1, resets_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('rate_limit_hits.resets_at', '<=', now);
        return {
          count: eb.case().when(ended).then(eb.lit(1)).else(eb('rate_limit_hits.count', '+', 1)).end(),
          resets_at: eb.case().when(ended).then(now + windowMs).else(eb.ref('rate_limit_hits.resets_at')).end(),
        };
      }),
    )
    .returning(['count', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.count), ttl: Math.max(0, Number(row.resets_at) - now) };
}

/** Deletes the counters whose window ended before `now`; their next request would start afresh anyway. */
export async function sweepRateLimitHits(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('resets_at', '<', now).execute();
}

// What the plugin hands `child`: the route's merged limit options, with the route itself as routeInfo.
const childOptions = z.object({ routeInfo: z.object({ method: z.union([z.string(), z.array(z.string())]), url: z.string() }) });

/**
 * A `store` for `@fastify/rate-limit` that keeps its counters in the `rate_limit_hits` table, so
 * every server process on one database enforces one limit rather than one each. Each route gets a
 * child store whose keys start with the route's method and URL, so one user's calls to two routes
 * count apart. Ended windows are swept lazily, at most once a minute per process, off the
 * request's path.
 */
export function databaseRateLimitStore(db: Kysely<Database>, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let nextSweepAt = 0;
  const sweepIfDue = (now: number): void => {
    if (now < nextSweepAt) return;
    nextSweepAt = now + sweepEveryMs;
    sweepRateLimitHits(db, now).catch((error: unknown) => log.warn({ err: error }, 'could not sweep ended rate-limit windows'));
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    // The plugin always passes the route's window in milliseconds as the third argument.
    incr(key: string, callback: (error: Error | null, result?: RateLimitHit) => void, timeWindow = 60_000): void {
      const now = realTimeMs();
      countRateLimitHit(db, this.prefix + key, timeWindow, now).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
      sweepIfDue(now);
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { method, url } = childOptions.parse(routeOptions).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${[method].flat().join(',')} ${url} `);
    }
  }
  return DatabaseRateLimitStore;
}
