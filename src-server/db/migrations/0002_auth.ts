import type { Kysely } from 'kysely';

/**
 * Sessions and social accounts. Refresh tokens are stored only as SHA-256 hashes; a family is one
 * sign-in, rotated on every refresh, and revoked whole when a rotated token is presented again.
 * OAuth states live for ten minutes and bind the PKCE verifier to one browser. Provider access
 * tokens are stored encrypted (AES-256-GCM, key from the environment). Failed sign-ins are
 * counted per account key in windows, so limits hold across server processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('photo_url', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('phone_number', 'text').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('browser_binding', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oauth_accounts')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('login', 'text')
    .addColumn('access_token_encrypted', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('oauth_accounts_pk', ['provider', 'provider_user_id'])
    .execute();
  await db.schema.createIndex('oauth_accounts_user_idx').on('oauth_accounts').column('user_id').execute();

  await db.schema
    .createTable('auth_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['auth_failures', 'oauth_accounts', 'oauth_states', 'refresh_tokens']) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['phone_number', 'email_verified', 'photo_url']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
