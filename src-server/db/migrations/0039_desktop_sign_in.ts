import type { Kysely } from 'kysely';

/**
 * One-time codes of the desktop app's sign-in through the system browser: kept by their SHA-256
 * (a copy of the table signs nobody in), bound to the app's PKCE challenge, used once, short-lived.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desktop_sign_in_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('desktop_sign_in_codes_expires_idx').on('desktop_sign_in_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('desktop_sign_in_codes').execute();
}
