import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function listPlans(db: Kysely<Database>) {
  return db.selectFrom('plans').selectAll().orderBy('level').execute();
}
