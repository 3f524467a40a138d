import { type Kysely, sql } from 'kysely';

/**
 * The content admin (product.md §2.13). The live tables (courses, course_modules,
 * lessons, assignments) stay what learners read: the published courses. Beside them:
 *
 * - `course_documents`: each course's published document in the authoring format (JSON of
 *   src-shared/courses/course-file.ts), so export answers exactly what was imported or published.
 *   `owner` is 'library' while the start-up seed still imports it from resources/courses, and
 *   'database' once an admin edited it there: the seed then skips it. `revision` is the latest
 *   published revision (0 for a library import). `deleted_at` marks a course an admin deleted,
 *   so the seed does not bring it back.
 * - `course_drafts`: the one draft per course an admin is editing, the same JSON document.
 * - `course_revisions`: every published version with who published it and when.
 *
 * Times are ISO-8601 UTC text; documents are JSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_documents')
    .addColumn('course_id', 'text', (c) => c.primaryKey())
    .addColumn('document_json', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull().check(sql`owner in ('library', 'database')`))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted_at', 'text')
    .execute();

  await db.schema
    .createTable('course_drafts')
    .addColumn('course_id', 'text', (c) => c.primaryKey())
    .addColumn('document_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('course_revisions')
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('document_json', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('course_revisions_pk', ['course_id', 'revision'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_revisions').execute();
  await db.schema.dropTable('course_drafts').execute();
  await db.schema.dropTable('course_documents').execute();
}
