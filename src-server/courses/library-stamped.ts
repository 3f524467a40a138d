import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Something built from the lessons (a search index) and rebuilt when they change: their count or
 * latest update, which one cheap read tells, so every server process sees content edits.
 */
export function rebuiltWhenLessonsChange<T>(db: Kysely<Database>, build: () => Promise<T>): () => Promise<T> {
  let built: T | undefined;
  let version = '';
  return async () => {
    const stamp = await db
      .selectFrom('lessons')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
      .executeTakeFirstOrThrow();
    const next = `${stamp.count}:${stamp.latest ?? ''}`;
    if (built === undefined || next !== version) {
      built = await build();
      version = next;
    }
    return built;
  };
}
