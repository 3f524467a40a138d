import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../config';
import type { Database, Role } from '../db/schema';

/**
 * ADMIN_EMAILS and ORGANISER_EMAILS grant their roles at every sign-in; they never take a role
 * away, so a role an admin granted in the app stays.
 */
export async function grantConfiguredRoles(db: Kysely<Database> | Transaction<Database>, config: AppConfig, userId: string, email: string) {
  const wanted: Role[] = ['learner'];
  if (config.adminEmails.includes(email)) wanted.push('admin');
  if (config.organiserEmails.includes(email)) wanted.push('organiser');
  const now = new Date().toISOString();
  for (const role of wanted) {
    await db
      .insertInto('user_roles')
      .values({ user_id: userId, role, granted_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
      .execute();
  }
}
