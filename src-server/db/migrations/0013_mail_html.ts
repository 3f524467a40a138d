import type { Kysely } from 'kysely';

/**
 * An optional HTML part for an outbox message (product.md §3.7 "E-mail templates"): the
 * organisers' mail is written as plain text and simple HTML when it is queued, and delivery, which
 * may run minutes later in another process, sends what was stored. Null: a text-only message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('html_body', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('html_body').execute();
}
