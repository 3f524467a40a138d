import type { Kysely } from 'kysely';

/**
 * Offline-first sync (docs/ARCHITECTURE.md "Offline-first sync").
 *
 * On the platform server: `idempotency_keys` holds, per user and `Idempotency-Key`, the answer to
 * the write that key first made (`status_code` null while it runs), so a replayed write is applied
 * once and answered the same way again.
 *
 * On the desktop's embedded server, when it syncs with a platform server: `sync_cache` is the last
 * answer the platform gave to a GET, per user ('' for public reads) and path; `sync_tokens` the
 * access tokens the platform accepted (hashed) and whose they are; `sync_users` each user's latest
 * token, which replays their writes; `sync_outbox` the writes waiting for the platform, in
 * `position` order, each with its idempotency key and, once answered, the answer; `sync_conflicts`
 * the edits whose server copy changed meanwhile, both copies kept for the learner to choose.
 * Times are ISO-8601 UTC text; bodies are JSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('reply_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('sync_cache')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_cache_pk', ['user_id', 'path'])
    .execute();

  await db.schema
    .createTable('sync_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sync_users')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sync_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('base_stamp', 'text')
    .addColumn('local_stamp', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reply_status', 'integer')
    .addColumn('reply_body', 'text')
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .execute();
  await db.schema.createIndex('sync_outbox_state_idx').on('sync_outbox').columns(['state', 'position']).execute();

  await db.schema
    .createTable('sync_conflicts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('local_json', 'text', (c) => c.notNull())
    .addColumn('server_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sync_conflicts_user_idx').on('sync_conflicts').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sync_conflicts', 'sync_outbox', 'sync_users', 'sync_tokens', 'sync_cache', 'idempotency_keys']) {
    await db.schema.dropTable(table).execute();
  }
}
