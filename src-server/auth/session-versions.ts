import { realTimeMs } from '../clock';
import type { Executor } from '../db/executor';

/**
 * How long a process trusts the version it read: every signed-in request checks its token's
 * version, and a learner's burst of requests costs one read a second; an ended session is refused
 * by every other process within this time (at once by the process that ended it).
 */
export const sessionVersionFreshMs = 1_000;
/** About one entry per learner active in the last second; the oldest go first. */
const cacheSize = 20_000;

/**
 * Each user's session version (`users.session_version`), carried in every access token and
 * checked with it: a token signed before the version was raised names an ended session.
 */
export interface SessionVersions {
  /** The version this process read within the last second (null: no such user); undefined when it must be read. */
  fresh(userId: string): number | null | undefined;
  /** The version now: the fresh one, or one read shared by every request that waits for it. */
  current(userId: string): Promise<number | null>;
  /** Read from the database, passing the cache by: what a token signed now must carry. */
  read(userId: string): Promise<number | null>;
  /**
   * Ends every access token of the user: sign-out, a role taken away, a new password. Joins the
   * caller's transaction when given one; call `forget` again once it has committed.
   */
  end(db: Executor, userId: string): Promise<void>;
  /** Drops what this process knows of the user, so that the next check reads the database. */
  forget(userId: string): void;
}

// Ages of what was read, on the real time like the token signer that asks (see realTimeMs).
export function createSessionVersions(db: Executor, now: () => number = realTimeMs): SessionVersions {
  const known = new Map<string, { version: number | null; readAtMs: number }>();
  const reading = new Map<string, Promise<number | null>>();
  // Raised by every forget: a read that started before a session ended must not be remembered.
  let forgets = 0;

  const remember = (userId: string, version: number | null, readAtMs: number) => {
    known.delete(userId);
    if (known.size >= cacheSize) known.delete(known.keys().next().value ?? '');
    known.set(userId, { version, readAtMs });
  };

  const load = async (userId: string): Promise<number | null> => {
    const startedMs = now();
    const forgetsBefore = forgets;
    const row = await db.selectFrom('users').select('session_version').where('id', '=', userId).executeTakeFirst();
    const version = row ? Number(row.session_version) : null;
    // Dated from before the read: a raise committed while it ran is seen a second later at worst.
    if (forgets === forgetsBefore) remember(userId, version, startedMs);
    return version;
  };

  const versions: SessionVersions = {
    fresh(userId) {
      const entry = known.get(userId);
      if (!entry || now() - entry.readAtMs >= sessionVersionFreshMs) return undefined;
      return entry.version;
    },
    current(userId) {
      const fresh = versions.fresh(userId);
      if (fresh !== undefined) return Promise.resolve(fresh);
      const pending = reading.get(userId);
      if (pending) return pending;
      const started: Promise<number | null> = load(userId).finally(() => {
        if (reading.get(userId) === started) reading.delete(userId);
      });
      reading.set(userId, started);
      return started;
    },
    read: load,
    async end(executor, userId) {
      await executor
        .updateTable('users')
        .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
      versions.forget(userId);
    },
    forget(userId) {
      forgets++;
      known.delete(userId);
      reading.delete(userId);
    },
  };
  return versions;
}
