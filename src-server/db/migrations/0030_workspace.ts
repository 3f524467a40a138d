import type { Kysely } from 'kysely';

/**
 * The team workspace (product.md §3.10): shared projects edited live as Yjs documents.
 *
 * `workspace_projects` is a shared project and its document's bookkeeping: a hackathon team's
 * project (`team_id`, one per team) or a playground project its owner shares (`owner_id`).
 * `last_seq` numbers the document's stored updates and `stored_bytes` counts the bytes of its
 * snapshot plus the updates after it; both move in the transaction that stores an update, so
 * several server processes number one document's updates without gaps or collisions and the size
 * cap holds across them. `snapshot` is the compacted state through `snapshot_seq` (base64 of a
 * Yjs update, so one text column serves both dialects).
 *
 * `workspace_updates` holds each update after the snapshot, in the order it was stored.
 * `workspace_collaborators` are the e-mail addresses a playground project's owner invited (at
 * most three). `workspace_versions` are named versions: the whole state when it was saved.
 * Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspace_projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text')
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stored_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('snapshot', 'text')
    .addColumn('snapshot_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workspace_projects_team_idx').on('workspace_projects').column('team_id').unique().execute();
  await db.schema.createIndex('workspace_projects_owner_idx').on('workspace_projects').column('owner_id').execute();

  await db.schema
    .createTable('workspace_updates')
    .addColumn('project_id', 'text', (c) => c.notNull().references('workspace_projects.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('workspace_updates_pk', ['project_id', 'seq'])
    .execute();

  await db.schema
    .createTable('workspace_collaborators')
    .addColumn('project_id', 'text', (c) => c.notNull().references('workspace_projects.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('workspace_collaborators_pk', ['project_id', 'email'])
    .execute();
  await db.schema.createIndex('workspace_collaborators_email_idx').on('workspace_collaborators').column('email').execute();

  await db.schema
    .createTable('workspace_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('workspace_projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workspace_versions_project_idx').on('workspace_versions').columns(['project_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workspace_versions').execute();
  await db.schema.dropTable('workspace_collaborators').execute();
  await db.schema.dropTable('workspace_updates').execute();
  await db.schema.dropTable('workspace_projects').execute();
}
