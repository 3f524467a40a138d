import type { Kysely } from 'kysely';

/**
 * Each account's resume (product.md §2.3 "Resume"), one row per user: the whole document as JSON
 * text, checked by the shared resume schema on the way in, and `updated_at`, ISO-8601 UTC text with
 * milliseconds, which a save names as its base so that a stale copy cannot overwrite a newer one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resumes')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('resume_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resumes').execute();
}
