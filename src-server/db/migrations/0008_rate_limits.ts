import type { Kysely } from 'kysely';

/**
 * Request counters for the per-route rate limits (`@fastify/rate-limit` with the database store in
 * http/rate-limit-store.ts). They live in the database so that several server processes on one
 * PostgreSQL share each limit instead of allowing the limit once per process. One row per limit
 * key (route and caller): `count` requests since the window began, and `resets_at`, epoch
 * milliseconds, when it ends; the next request after that starts a new window. Rows whose window
 * has ended are swept about once a minute.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_resets_idx').on('rate_limit_hits').column('resets_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
