import type { Executor } from '../db/executor';
import type { NewUser, Role } from '../db/schema';

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: Executor, user: NewUser, roles: readonly Role[]): Promise<void> {
  await db.insertInto('users').values(user).execute();
  for (const role of roles) {
    await db.insertInto('user_roles').values({ user_id: user.id, role, granted_at: user.created_at }).execute();
  }
}

export async function findUserByEmail(db: Executor, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function listRoles(db: Executor, userId: string): Promise<Role[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role);
}

export function findUserById(db: Executor, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function stampSignIn(db: Executor, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
}

/** Grants a role the user may already hold; holding it already is no error. */
export async function grantRole(db: Executor, userId: string, role: Role, at: string): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role, granted_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

export async function listLinkedProviders(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('oauth_accounts').select('provider').where('user_id', '=', userId).execute();
  return rows.map((row) => row.provider);
}
