import type { Kysely } from 'kysely';

/**
 * A participation certificate for each person of a team, not only its leader: `recipient` names
 * whose it is ('' the leader's, as every certificate issued before this was; else the member's
 * e-mail, lower-cased), `recipient_name` the name printed on it ('' for the older rows, which
 * print the leader's name from the registration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hackathon_certificates').addColumn('recipient', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('hackathon_certificates').addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('hackathon_certificates_recipient_idx').on('hackathon_certificates').columns(['registration_id', 'certificate_type', 'recipient']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('hackathon_certificates_recipient_idx').execute();
  await db.schema.alterTable('hackathon_certificates').dropColumn('recipient_name').execute();
  await db.schema.alterTable('hackathon_certificates').dropColumn('recipient').execute();
}
