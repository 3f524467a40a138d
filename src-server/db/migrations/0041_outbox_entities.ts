import type { Kysely } from 'kysely';

/**
 * The desktop's outbox names, for each write, its route (`POST /api/progress/:courseId/visit`) and
 * the thing it changes, as the one outbox (`src-shared/offline/outbox.ts`) folds writes by them: a
 * newer visit of a course replaces the one waiting, a lesson completed twice is sent once. Writes
 * queued before have neither and fold with nothing, as then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sync_outbox').addColumn('route', 'text').execute();
  await db.schema.alterTable('sync_outbox').addColumn('entity', 'text').execute();
  await db.schema.createIndex('sync_outbox_entity_idx').on('sync_outbox').columns(['user_id', 'route', 'entity']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sync_outbox_entity_idx').execute();
  await db.schema.alterTable('sync_outbox').dropColumn('entity').execute();
  await db.schema.alterTable('sync_outbox').dropColumn('route').execute();
}
