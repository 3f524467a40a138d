import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database, Role } from '../db/schema';
import { countUsers, insertUser } from './queries';

export interface DemoAccounts {
  emails: { admin: string; learner: string };
  password: string;
  /** True when the password was generated here and must be shown once. */
  generated: boolean;
}

const demo: ReadonlyArray<{ email: string; name: string; roles: Role[] }> = [
  { email: 'admin@kodeshala.local', name: 'Demo Admin', roles: ['learner', 'admin'] },
  { email: 'learner@kodeshala.local', name: 'Demo Learner', roles: ['learner'] },
];

/**
 * On the first start of an empty database, creates one admin and one learner so a new install
 * can be tried at once. The password comes from DEMO_PASSWORD or is random; there is no default.
 */
export async function createDemoAccountsIfEmpty(
  db: Kysely<Database>,
  demoPassword: string | undefined,
  at: Date,
): Promise<DemoAccounts | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const password = demoPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const now = at.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const account of demo) {
      await insertUser(
        trx,
        {
          id: randomUUID(),
          email: account.email,
          display_name: account.name,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
          last_sign_in_at: null,
        },
        account.roles,
      );
    }
  });
  return {
    emails: { admin: 'admin@kodeshala.local', learner: 'learner@kodeshala.local' },
    password,
    generated: demoPassword === undefined,
  };
}
