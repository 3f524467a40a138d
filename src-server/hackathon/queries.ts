import type { Executor } from '../db/executor';

/** The hackathon event rows; the event itself is JSON checked by the shared schema on the way out. */
export async function findCurrentEventRow(db: Executor) {
  return db.selectFrom('hackathon_events').select(['id', 'data_json']).orderBy('starts_at', 'desc').orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
}
