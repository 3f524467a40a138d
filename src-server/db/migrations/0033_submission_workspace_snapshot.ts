import type { Kysely } from 'kysely';

/**
 * A hackathon submission keeps the named version of the team's shared project taken when it was
 * submitted (product.md §3.10 "Hand-in"), so edits after the hand-in do not change what is judged.
 * Null when the team had no shared project then. The version is deleted only with its project.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hackathon_submissions').addColumn('workspace_version_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hackathon_submissions').dropColumn('workspace_version_id').execute();
}
