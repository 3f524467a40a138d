import type { Kysely } from 'kysely';

/**
 * The playground. `playground_projects` keeps each learner's projects: the files as one
 * JSON text (an array of `{ name, content, mode }`, at most 30 files and 600 KB, checked by the
 * server before writing) and its size in bytes. Times are ISO-8601 UTC text.
 *
 * `playground_presence` says who has the playground open: one row per learner with the last time
 * they were seen. It lives in the database rather than in memory so that several server
 * processes behind a load balancer count the same learners; "N learners coding now" counts the
 * rows seen within the last 2 minutes (product.md §1.4), and old rows are swept as they are read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playground_projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('files_json', 'text', (c) => c.notNull())
    .addColumn('file_count', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('playground_projects_user_idx').on('playground_projects').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('playground_presence')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('playground_presence_seen_idx').on('playground_presence').column('seen_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('playground_presence').execute();
  await db.schema.dropTable('playground_projects').execute();
}
