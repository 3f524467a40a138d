import type { Kysely } from 'kysely';

/**
 * The version a restore saves first ("Before restoring …") names the version that was restored,
 * so restoring it (the undo) removes only the files that restore added and keeps files made
 * since (product.md §3.10 "Versions"). Null for every other version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspace_versions').addColumn('undoes_version_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspace_versions').dropColumn('undoes_version_id').execute();
}
