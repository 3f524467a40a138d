import type { Kysely } from 'kysely';

/**
 * The learner's interface language on the account (product.md §1.9: English, Hindi, Telugu), so a
 * choice made on one device follows them to the next and e-mails speak it too. 'en' for everyone
 * who never chose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
