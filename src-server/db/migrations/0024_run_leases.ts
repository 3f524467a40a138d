import type { Kysely } from 'kysely';

/**
 * The programs each learner has running, as leases, so the limit on programs at a time holds
 * across every server process on one PostgreSQL (programs a minute count in `rate_limit_hits`).
 * A lease runs until `expires_at` (epoch ms): its run's end sets it to 0, and one whose process
 * died ends by itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('run_leases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('run_leases_user_idx').on('run_leases').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('run_leases').execute();
}
