import { type Kysely, sql } from 'kysely';

/**
 * Failed sign-ins count per client address and account (`login:<address>/<email>`) and slow that
 * pair with a cool-down that grows with each failure, so `auth_failures` also keeps the time of the
 * latest failure (ISO-8601 UTC text). The rows counted per account alone are no longer read and are
 * dropped: they only ever lived for a 15-minute window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_failures').addColumn('last_failed_at', 'text').execute();
  await sql`delete from auth_failures`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from auth_failures`.execute(db);
  await db.schema.alterTable('auth_failures').dropColumn('last_failed_at').execute();
}
