import type { Kysely } from 'kysely';

/**
 * The leader's gender, when given (product.md §3.3 "Participant background"), kept beside the
 * registration's JSON as its own column so the organisers' statistics count it in SQL at 10,000
 * registrations. Empty: not given; registrations made before the wizard asked have not given it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hackathon_registrations').addColumn('gender', 'text', (column) => column.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hackathon_registrations').dropColumn('gender').execute();
}
