import type { Executor } from '../db/executor';
import { lessonsStamp } from './queries';

/**
 * Something built from the lessons (a search index) and rebuilt when they change: their count or
 * latest update, which one cheap read tells, so every server process sees content edits.
 */
export function rebuiltWhenLessonsChange<T>(db: Executor, build: () => Promise<T>): () => Promise<T> {
  let built: T | undefined;
  let version = '';
  return async () => {
    const stamp = await lessonsStamp(db);
    const next = `${stamp.count}:${stamp.latest ?? ''}`;
    if (built === undefined || next !== version) {
      built = await build();
      version = next;
    }
    return built;
  };
}
