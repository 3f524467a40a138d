import type { Kysely } from 'kysely';

/**
 * A social sign-in attempt may instead connect the provider to the account already signed in (a
 * learner who signed up with e-mail links GitHub from their profile): the state then names that
 * account, and the callback links the identity to it rather than signing anyone in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oauth_states').addColumn('link_user_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oauth_states').dropColumn('link_user_id').execute();
}
