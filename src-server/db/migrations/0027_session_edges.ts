import type { Kysely } from 'kysely';

/**
 * Sessions and idempotency at their edges (docs/ARCHITECTURE.md "Sessions").
 *
 * `users.session_version` is carried in every access token and checked with it: signing out, a
 * role taken away and a new password raise it, and every token signed before stops working at
 * once on every server process.
 *
 * `idempotency_keys` keeps an answer as bytes (`reply_base64`, so a PDF survives both databases),
 * with the headers a replay must repeat (`reply_headers`, JSON), and a hash of the method, path
 * and body the key was first used with (`request_hash`), so a key sent again with another body is
 * refused instead of answered with the first reply. Rows written before keep `reply_body`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('idempotency_keys').addColumn('reply_base64', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('reply_headers', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('reply_headers').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('reply_base64').execute();
  await db.schema.alterTable('users').dropColumn('session_version').execute();
}
