import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/**
 * Projects (product.md §2.2, §2.4): a learner's playground projects are their projects, so the
 * details live on `playground_projects` rather than in a second table that could drift from it:
 * a category (frontend, backend, mobile, data, ai, devops), a status (Completed, In Progress,
 * Planning, On Hold), technologies as a JSON array of text, progress 0–100, the GitHub repository
 * last pushed to and a live URL, both null until known. `share_id` is null until the learner shares
 * the project; it is a random unguessable id, unique, that opens the read-only page signed out.
 *
 * `project_stars` holds one row per learner who starred a project; a project's stars are its rows.
 * Times are ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: Array<[string, 'text' | 'integer', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder]> = [
    ['description', 'text', (c) => c.notNull().defaultTo('')],
    ['category', 'text', (c) => c.notNull().defaultTo('frontend')],
    ['status', 'text', (c) => c.notNull().defaultTo('In Progress')],
    ['technologies_json', 'text', (c) => c.notNull().defaultTo('[]')],
    ['progress', 'integer', (c) => c.notNull().defaultTo(0)],
    ['github_url', 'text', (c) => c],
    ['live_url', 'text', (c) => c],
    ['share_id', 'text', (c) => c],
  ];
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [name, type, build] of columns) {
    await db.schema.alterTable('playground_projects').addColumn(name, type, build).execute();
  }
  await db.schema.createIndex('playground_projects_share_idx').on('playground_projects').column('share_id').unique().execute();

  await db.schema
    .createTable('project_stars')
    .addColumn('project_id', 'text', (c) => c.notNull().references('playground_projects.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_stars_pk', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_stars_user_idx').on('project_stars').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_stars').execute();
  await db.schema.dropIndex('playground_projects_share_idx').execute();
  for (const name of ['share_id', 'live_url', 'github_url', 'progress', 'technologies_json', 'status', 'category', 'description']) {
    await db.schema.alterTable('playground_projects').dropColumn(name).execute();
  }
}
