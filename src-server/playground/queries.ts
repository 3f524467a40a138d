import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/executor';
import type { PlaygroundProjectsTable } from '../db/schema';

export async function countPresentSince(db: Executor, since: string): Promise<number> {
  const { count } = await db
    .selectFrom('playground_presence')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('seen_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function upsertPresence(db: Executor, userId: string, seenAt: string): Promise<void> {
  await db
    .insertInto('playground_presence')
    .values({ user_id: userId, seen_at: seenAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_at: seenAt }))
    .execute();
}

export async function deletePresenceBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('playground_presence').where('seen_at', '<', before).execute();
}

export async function deletePresence(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('playground_presence').where('user_id', '=', userId).execute();
}

export function listProjectRows(db: Executor, userId: string) {
  return db
    .selectFrom('playground_projects')
    .select(['id', 'name', 'file_count', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findProject(db: Executor, userId: string, id: string) {
  return db.selectFrom('playground_projects').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function countProjects(db: Executor, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('playground_projects')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertProject(db: Executor, project: Insertable<PlaygroundProjectsTable>): Promise<void> {
  await db.insertInto('playground_projects').values(project).execute();
}

/** True when the owner's project existed (at the version `baseUpdatedAt` names, when given) and was changed. */
export async function updateProjectRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Updateable<PlaygroundProjectsTable>,
  baseUpdatedAt?: string,
): Promise<boolean> {
  let query = db.updateTable('playground_projects').set(changes).where('id', '=', id).where('user_id', '=', userId);
  if (baseUpdatedAt !== undefined) query = query.where('updated_at', '=', baseUpdatedAt);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** True when the owner's project existed and is now gone. */
export async function deleteProjectRow(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('playground_projects').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
