import { adminMessageTable } from '@shared/admin/messages';
import { authMessageTable } from '@shared/auth/messages';
import { adminUsersPageSize, type AdminUser, type GrantableRole, type ListUsersQuery } from '@shared/admin/users';
import { blocksLastAdminRemoval } from '@shared/admin/rules';
import { type Kysely, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Database, Role } from '../db/schema';
import { AppError, notFound } from '../errors';
import { findUserById, grantRole, listRoles } from '../users/queries';
import type { SessionVersions } from '../auth/session-versions';

type Db = Kysely<Database>;

/** LIKE's own characters in a search are matched as themselves. */
const likePattern = (search: string) => `%${search.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function subscriptionsOf(db: Executor, userIds: readonly string[], now: string) {
  if (userIds.length === 0) return new Map<string, AdminUser['subscription']>();
  const rows = await db
    .selectFrom('subscriptions')
    .select(['user_id', 'plan_key', 'status', 'starts_at', 'expires_at'])
    .where('user_id', 'in', userIds)
    .orderBy('expires_at', 'desc')
    .execute();
  const latest = new Map<string, AdminUser['subscription']>();
  for (const row of rows) {
    if (latest.has(row.user_id)) continue;
    latest.set(row.user_id, {
      planKey: row.plan_key,
      status: row.status,
      startsAt: row.starts_at,
      expiresAt: row.expires_at,
      current: row.status === 'active' && row.starts_at <= now && row.expires_at > now,
    });
  }
  return latest;
}

async function rolesOf(db: Executor, userIds: readonly string[]) {
  const roles = new Map<string, Role[]>();
  if (userIds.length === 0) return roles;
  const rows = await db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', userIds).orderBy('role').execute();
  for (const row of rows) roles.set(row.user_id, [...(roles.get(row.user_id) ?? []), row.role]);
  return roles;
}

/** Users whose e-mail or name contains the search, newest first, a page at a time (product.md §2.13). */
export async function listUsers(db: Db, query: ListUsersQuery, now: Date) {
  let matching = db.selectFrom('users');
  if (query.search) {
    const pattern = likePattern(query.search);
    // ESCAPE spelt out: PostgreSQL escapes with a backslash by default, SQLite only when told.
    matching = matching.where(sql<boolean>`(lower(email) like ${pattern} escape '\\' or lower(display_name) like ${pattern} escape '\\')`);
  }
  const [page, total] = await Promise.all([
    matching
      .select(['id', 'email', 'display_name', 'created_at', 'last_sign_in_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(adminUsersPageSize)
      .offset((query.page - 1) * adminUsersPageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const ids = page.map((u) => u.id);
  const [roles, subscriptions] = await Promise.all([rolesOf(db, ids), subscriptionsOf(db, ids, now.toISOString())]);
  return {
    users: page.map((u) => ({
      id: u.id,
      email: u.email,
      displayName: u.display_name,
      roles: roles.get(u.id) ?? [],
      createdAt: u.created_at,
      lastSignInAt: u.last_sign_in_at,
      subscription: subscriptions.get(u.id) ?? null,
    })),
    page: query.page,
    pageSize: adminUsersPageSize,
    total: Number(total.count),
  };
}

async function adminUser(db: Executor, userId: string, now: Date): Promise<AdminUser> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(authMessageTable.ref('accountGone'));
  const [roles, subscriptions] = await Promise.all([listRoles(db, userId), subscriptionsOf(db, [userId], now.toISOString())]);
  return {
    id: user.id,
    email: user.email,
    displayName: user.display_name,
    roles: [...roles].sort(),
    createdAt: user.created_at,
    lastSignInAt: user.last_sign_in_at,
    subscription: subscriptions.get(userId) ?? null,
  };
}

export async function grantUserRole(db: Db, userId: string, role: GrantableRole, now: Date): Promise<AdminUser> {
  if (!(await findUserById(db, userId))) throw notFound(authMessageTable.ref('accountGone'));
  await grantRole(db, userId, role, now.toISOString());
  return adminUser(db, userId, now);
}

/**
 * Removes a role. The last admin may not remove their own admin role (409); anyone else's admin
 * role leaves the caller, an admin. The user's sessions end with it, on every server process: an
 * access token signed with the role is refused at once, and the next refresh signs one without it.
 */
export async function removeUserRole(db: Db, sessions: SessionVersions, callerId: string, userId: string, role: GrantableRole, now: Date): Promise<AdminUser> {
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await findUserById(trx, userId))) throw notFound(authMessageTable.ref('accountGone'));
    if (role === 'admin') {
      const admins = await trx.selectFrom('user_roles').select((eb) => eb.fn.countAll<string | number>().as('count')).where('role', '=', 'admin').executeTakeFirstOrThrow();
      if (blocksLastAdminRemoval(Number(admins.count), userId === callerId)) throw new AppError('CONFLICT', adminMessageTable.ref('lastAdmin'), 409);
    }
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).where('role', '=', role).execute();
    await sessions.end(trx, userId);
    return adminUser(trx, userId, now);
  });
  sessions.forget(userId);
  return changed;
}
