import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, Role } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

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
